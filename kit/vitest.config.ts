// `npm run test:package`: packs the kit and installs it into a fresh Vite app. Apart from the unit project, as it
// builds into kit/dist, which the library test in the unit project also writes.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { root: import.meta.dirname, include: ['test/**/*.test.ts'], environment: 'node', testTimeout: 60_000 },
});
