// `@tradekit/testing/playwright`: Playwright's `test` with a `sandbox` of each worker's own (started once per
// worker, so parallel workers never share one), and `sandboxOptions` to set it up from a config or a file.
import { test as base } from '@playwright/test';
import { startSandbox, type Sandbox, type SandboxOptions } from './start-sandbox';

export interface SandboxFixtures {
  /** The worker's sandbox, started before its first test that asks for it and stopped after its last. */
  sandbox: Sandbox;
  /** How the worker's sandbox starts: `test.use({ sandboxOptions: { allowedOrigins: [...] } })` or the config's `use`. */
  sandboxOptions: SandboxOptions;
}

/** Playwright's `test` with the worker-scoped `sandbox` and `sandboxOptions` fixtures. */
export const test = base.extend<object, SandboxFixtures>({
  sandboxOptions: [{}, { scope: 'worker', option: true }],
  sandbox: [
    async ({ sandboxOptions }, use) => {
      const sandbox = await startSandbox(sandboxOptions);
      await use(sandbox);
      await sandbox.stop();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
});

/** Playwright's own `expect`, so a test file needs one import. */
export { expect } from '@playwright/test';
