// Start-up refuses before it writes: every setting, the data dir and the partner key are checked first, and what
// is wrong comes as one list; a secret setting is named with its rule, never shown. The real entry point too.
import { spawn } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkStartup } from '../src/boot';
import { ConfigError } from '../src/config';
import { tempDataDir } from './support';

const root = path.resolve(import.meta.dirname, '../..');

function problems(env: Record<string, string>): string[] {
  try {
    checkStartup(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

const rsaKey = () =>
  generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  }).privateKey;

describe('rule: an error about a secret setting names the setting and the rule, never the value', () => {
  it.each(['SESSION_SECRET', 'PARTNER_ADMIN_TOKEN'])('%s one character short', (key) => {
    const secret = 's3cr3t-'.padEnd(31, 'x');
    const list = problems({ TRADEKIT_DATA_DIR: tempDataDir(), [key]: secret });
    expect(list).toEqual([`${key}: must be at least 32 characters`]);
    expect(list.join('\n')).not.toContain(secret);
  });

  it('a non-secret setting still shows what was given', () => {
    expect(problems({ TRADEKIT_DATA_DIR: tempDataDir(), PORT: 'eighty' })).toEqual([
      'PORT: must be a whole number from 1 to 65535 (got "eighty")',
    ]);
  });
});

describe('rule: what can refuse to start is checked before anything is written, in one list', () => {
  /** Settings whose data dir cannot be made (it would sit below a file) and whose key file cannot be read. */
  function unusableFiles() {
    const file = path.join(tempDataDir(), 'a-file');
    fs.writeFileSync(file, '');
    return { TRADEKIT_DATA_DIR: path.join(file, 'data'), PARTNER_PRIVATE_KEY_FILE: '/nonexistent/key.pem' };
  }

  it('a data dir that cannot be made and a key file that cannot be read come together', () => {
    const list = problems(unusableFiles());
    expect(list).toEqual([
      expect.stringMatching(/^TRADEKIT_DATA_DIR: ".*a-file" \(where ".*data" would be made\) is not a folder$/),
      'PARTNER_PRIVATE_KEY_FILE: cannot read "/nonexistent/key.pem"',
    ]);
  });

  it('a bad setting does not hide a data dir or key file problem: all come in the same list', () => {
    const list = problems({ ...unusableFiles(), PORT: 'eighty' });
    expect(list).toEqual([
      'PORT: must be a whole number from 1 to 65535 (got "eighty")',
      expect.stringMatching(/^TRADEKIT_DATA_DIR: .* is not a folder$/),
      'PARTNER_PRIVATE_KEY_FILE: cannot read "/nonexistent/key.pem"',
    ]);
  });

  it('a key file that is not a private key, named without its contents', () => {
    const dataDir = tempDataDir();
    const keyFile = path.join(tempDataDir(), 'key.pem');
    fs.writeFileSync(keyFile, 'not a key at all');
    expect(problems({ TRADEKIT_DATA_DIR: dataDir, PARTNER_PRIVATE_KEY_FILE: keyFile })).toEqual([
      'PARTNER_PRIVATE_KEY: the partner private key is not a PEM private key (PKCS#8, RSA or EC)',
    ]);
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });

  it('sandbox mode with an algorithm its own EC P-256 key cannot sign with', () => {
    const dataDir = tempDataDir();
    expect(problems({ TRADEKIT_DATA_DIR: dataDir, PARTNER_KEY_ALGORITHM: 'RS256' })).toEqual([
      expect.stringMatching(/^PARTNER_KEY_ALGORITHM: the sandbox partner's key is EC P-256/),
    ]);
    expect(fs.readdirSync(dataDir)).toEqual([]);
    // With a key of its own that fits, the same algorithm is fine.
    const keyFile = path.join(tempDataDir(), 'rsa.pem');
    fs.writeFileSync(keyFile, rsaKey());
    expect(
      problems({ TRADEKIT_DATA_DIR: dataDir, PARTNER_KEY_ALGORITHM: 'RS256', PARTNER_PRIVATE_KEY_FILE: keyFile }),
    ).toEqual([]);
  });
});

/** Runs the real entry point, `bff/src/main.ts`, through tsx, as `npm start` does once the front end is built. */
async function runMain(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bff/src/main.ts'], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', ...env },
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { code, output };
}

describe('rule: the real entry point stops with exit 1 and the list, having written nothing', () => {
  it('bad settings, a secret among them', async () => {
    const dataDir = tempDataDir();
    const secret = 'short-session-secret-'.padEnd(31, 'z');
    const { code, output } = await runMain({ TRADEKIT_DATA_DIR: dataDir, SESSION_SECRET: secret, PORT: '0x50' });
    expect(code).toBe(1);
    expect(output).toContain('Tradekit cannot start; fix these settings:');
    expect(output).toContain('  - SESSION_SECRET: must be at least 32 characters\n');
    expect(output).toContain('  - PORT: must be a whole number from 1 to 65535 (got "0x50")');
    expect(output).not.toContain(secret);
    expect(fs.readdirSync(dataDir)).toEqual([]);
  }, 30_000);

  it('good settings but a key that does not fit: no database, no sandbox rows, no key file, no sandbox.json', async () => {
    const dataDir = tempDataDir();
    const keyFile = path.join(tempDataDir(), 'rsa.pem');
    fs.writeFileSync(keyFile, rsaKey());
    const { code, output } = await runMain({ TRADEKIT_DATA_DIR: dataDir, PARTNER_PRIVATE_KEY_FILE: keyFile });
    expect(code).toBe(1);
    expect(output).toContain('  - PARTNER_PRIVATE_KEY: ES256 needs an EC key, but the partner key is rsa');
    expect(output).not.toContain('PRIVATE KEY-----');
    expect(fs.readdirSync(dataDir)).toEqual([]);
  }, 30_000);
});
