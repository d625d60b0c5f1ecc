// Setup of the `components` vitest project (jsdom): jest-dom matchers, Testing Library cleanup and msw.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { server } from './msw-server';

// The machines are small and shared: give `findBy…` and `waitFor` time before calling something missing.
configure({ asyncUtilTimeout: 5000 });
// A view test walks a form or two; on a loaded machine that can pass 5 s without anything being wrong.
vi.setConfig({ testTimeout: 15_000 });

// Any request no handler answers fails the test: a component must never reach a real network.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());
