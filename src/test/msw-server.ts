// The msw server of the component tests (Node). Tests add handlers with `server.use(...)`; they are reset after each.
import { setupServer } from 'msw/node';

/** The one msw server of the `components` vitest project, started by `src/test/setup.ts`. */
export const server = setupServer();
