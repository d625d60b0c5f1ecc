// Renders views the way a partner does (inside the kit's provider, its messages bundled: src/mocks/bundled-kit.tsx)
// against the msw mock of the browser API.
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import type { ReactElement } from 'react';
import { expect } from 'vitest';
import type { TradekitProviderProps } from '../api/client/tradekit-provider';
import { BundledKit } from '../mocks/bundled-kit';
import { createMockBff, type MockBffOptions } from '../mocks/mock-bff';
import { server } from './msw-server';

/** The BFF of the tests: jsdom's own origin, absolute, because Node's fetch has no page to resolve `/api` against. */
export const TEST_BFF_URL = 'http://localhost:3000';
/** Its browser API, where the mock answers. */
export const TEST_API_URL = `${TEST_BFF_URL}/api`;

export interface RenderWithKitOptions extends MockBffOptions {
  locale?: string;
  /** The provider's `onError`. */
  onError?: TradekitProviderProps['onError'];
}

/** `ui` inside TradekitProvider; `bffUrl` (default {@link TEST_BFF_URL}) is both the provider's and the mock's. */
export function renderWithKit(
  ui: ReactElement,
  { locale = 'en', bffUrl = TEST_BFF_URL, onError, ...mockOptions }: RenderWithKitOptions = {},
) {
  const mock = createMockBff({ bffUrl, ...mockOptions });
  server.use(...mock.handlers);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const user = userEvent.setup();
  const rendered = render(
    <BundledKit bffUrl={bffUrl} locale={locale} queryClient={queryClient} pollIntervalMs={20} onError={onError}>
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
