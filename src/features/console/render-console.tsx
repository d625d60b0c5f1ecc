// The console's component tests: a panel (or the whole layout) inside the console's context, against the msw
// sandbox of console-fixtures.ts; `sandbox` holds its state and pushes events as the stream would.
import type { ReactElement } from 'react';
import { server } from '../../test/msw-server';
import { renderWithKit } from '../../test/render-with-kit';
import { sandboxFixture } from './console-fixtures';
import { SandboxConsoleContext } from './sandbox-console-api';

export function renderConsole(ui: ReactElement, options: Parameters<typeof sandboxFixture>[0] = {}) {
  const sandbox = sandboxFixture(options);
  server.use(...sandbox.handlers);
  const rendered = renderWithKit(
    <SandboxConsoleContext.Provider value={sandbox.api}>{ui}</SandboxConsoleContext.Provider>,
  );
  return { ...rendered, sandbox };
}
