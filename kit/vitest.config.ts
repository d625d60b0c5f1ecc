// `npm run test:package`: packs the kit and installs it into fresh apps (package.node.test.ts), and packs
// @tradekit/testing and runs its README's examples in a fresh app (testing-package.node.test.ts). Apart from the unit
// project, as it builds into kit/dist, which the library test in the unit project also writes.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { root: import.meta.dirname, include: ['test/**/*.test.ts'], environment: 'node', testTimeout: 60_000 },
});
