// Removes the SQLite directory playwright.config.ts made for this run.
import { rmSync } from 'node:fs';

export default function globalTeardown() {
  const dataDir = process.env.TRADEKIT_E2E_DATA_DIR;
  if (dataDir) rmSync(dataDir, { recursive: true, force: true, maxRetries: 3 });
}
