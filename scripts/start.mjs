// `npm start`: builds the front end when it is missing or older than its sources, then runs the server in this
// same process (TypeScript through tsx), so one process serves everything.
import { buildFrontEndIfStale } from './front-end-build.mjs';

if (process.env.TRADEKIT_SKIP_BUILD !== '1') await buildFrontEndIfStale();

const { register } = await import('tsx/esm/api');
register();
await import('../bff/src/main.ts');
