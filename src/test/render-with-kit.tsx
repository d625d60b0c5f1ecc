// Renders views the way a partner does (inside the kit's provider, its messages bundled: src/mocks/bundled-kit.tsx)
// against the msw mock of the browser API.
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import type { ReactElement } from 'react';
import { expect } from 'vitest';
import { BundledKit } from '../mocks/bundled-kit';
import { createMockBff, type MockBffOptions } from '../mocks/mock-bff';
import { server } from './msw-server';

/** jsdom's own origin: absolute, because Node's fetch has no page to resolve `/api` against. */
export const TEST_BFF_URL = 'http://localhost:3000/api';

export interface RenderWithKitOptions extends MockBffOptions {
  locale?: string;
}

export function renderWithKit(ui: ReactElement, { locale = 'en', ...mockOptions }: RenderWithKitOptions = {}) {
  const mock = createMockBff({ baseUrl: TEST_BFF_URL, ...mockOptions });
  server.use(...mock.handlers);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const user = userEvent.setup();
  const rendered = render(
    <BundledKit bffUrl={TEST_BFF_URL} locale={locale} queryClient={queryClient} pollIntervalMs={20}>
      {ui}
    </BundledKit>,
  );
  return { ...rendered, ...mock, user, queryClient };
}

/** Runs axe on what is rendered; colour contrast is left to the browser tests (jsdom does not lay out). */
export async function expectNoAxeViolations(container: Element) {
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  expect(results.violations.map(({ id, help, nodes }) => ({ id, help, nodes: nodes.map((n) => n.html) }))).toEqual([]);
}
