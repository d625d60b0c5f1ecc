// `npm start` as a user runs it: a real process, a real port, a real data directory.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort } from './free-port';

const root = path.resolve(import.meta.dirname, '..');

interface Run {
  output: () => string;
  exited: Promise<number | null>;
  stop: () => void;
}

function run(env: Record<string, string>): Run {
  let output = '';
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: { ...process.env, TRADEKIT_SKIP_BUILD: '1', LOG_LEVEL: 'warn', ...env },
  });
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { output: () => output, exited, stop: () => child.kill('SIGTERM') };
}

async function waitFor(run: Run, text: string, ms = 20_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!run.output().includes(text)) {
    if (Date.now() > deadline) throw new Error(`did not print "${text}" in ${ms} ms; printed:\n${run.output()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('npm start', () => {
  it('serves, writes sandbox.json, reuses the sandbox on a second start and closes the database on SIGTERM', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tradekit-start-'));
    const port = await freePort();
    const first = run({ PORT: String(port), TRADEKIT_DATA_DIR: dataDir });
    await waitFor(first, 'Press Ctrl+C to stop.');
    expect(first.output()).toContain(`Merchant API v3     http://localhost:${port}/merchant/v3`);
    expect(first.output()).toContain(`sandbox.json        ${path.join(dataDir, 'sandbox.json')}`);
    const health = await fetch(`http://localhost:${port}/api/health`);
    expect(await health.json()).toEqual({ status: 'ok', mode: 'sandbox' });
    const sandbox = JSON.parse(fs.readFileSync(path.join(dataDir, 'sandbox.json'), 'utf8'));
    first.stop();
    expect(await first.exited).toBe(0);
    // A closed SQLite database checkpoints and removes its write-ahead log.
    expect(fs.existsSync(path.join(dataDir, 'tradekit.sqlite-wal'))).toBe(false);

    const second = run({ PORT: String(port), TRADEKIT_DATA_DIR: dataDir });
    await waitFor(second, 'Press Ctrl+C to stop.');
    const again = JSON.parse(fs.readFileSync(path.join(dataDir, 'sandbox.json'), 'utf8'));
    expect(again.partnerId).toBe(sandbox.partnerId);
    expect(again.merchantApiKey).toBe(sandbox.merchantApiKey);
    second.stop();
    expect(await second.exited).toBe(0);
  }, 60_000);

  it('a bad setting stops the process with one readable list', async () => {
    const bad = run({ PORT: 'eighty', TRADEKIT_MODE: 'staging' });
    expect(await bad.exited).toBe(1);
    expect(bad.output()).toContain('Tradekit cannot start; fix these settings:');
    expect(bad.output()).toContain('- PORT: must be a whole number from 1 to 65535 (got "eighty")');
    expect(bad.output()).toContain('- TRADEKIT_MODE:');
  }, 30_000);
});
