// Removes what playwright.config.ts made for this run: both instances' data directories and the shared schema.
import { rmSync } from 'node:fs';
import { dropSharedSchema } from './shared-schema';

export default async function globalTeardown() {
  for (const dataDir of [process.env.TRADEKIT_E2E_DATA_DIR, process.env.TRADEKIT_E2E_SECOND_DATA_DIR]) {
    if (dataDir) rmSync(dataDir, { recursive: true, force: true, maxRetries: 3 });
  }
  const schema = process.env.TRADEKIT_E2E_SCHEMA;
  if (schema) await dropSharedSchema(schema);
}
