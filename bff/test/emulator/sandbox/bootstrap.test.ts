import { createPrivateKey, createPublicKey } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/config';
import { openDatabase } from '../../../src/db/database';
import { migrateEmulator } from '../../../src/emulator/migrations';
import { ensureSandbox } from '../../../src/emulator/sandbox/bootstrap';
import { tempDataDir } from '../../support';

const SANDBOX_KEYS = [
  'bffUrl',
  'tradeBaseUrl',
  'tradeUserUrl',
  'merchantBaseUrl',
  'sandboxUrl',
  'partnerId',
  'partnerPrivateKeyFile',
  'partnerWebhookSecret',
  'merchantApiKey',
  'merchantApiSecret',
  'merchantIpnSecret',
];

function start(dataDir: string, env: Record<string, string> = {}) {
  const config = loadConfig({ TRADEKIT_DATA_DIR: dataDir, ...env });
  const db = openDatabase(config.databaseFile);
  migrateEmulator(db);
  const info = ensureSandbox(db, config, new Date('2026-11-22T00:00:00Z'));
  return { db, info, sandboxFile: path.join(dataDir, 'sandbox.json') };
}

describe('sandbox bootstrap', () => {
  it('first start creates a partner with a P-256 key pair and a merchant, and writes sandbox.json (0600)', () => {
    const dir = tempDataDir();
    const { db, info, sandboxFile } = start(dir, { PORT: '4123' });
    const written = JSON.parse(fs.readFileSync(sandboxFile, 'utf8'));
    expect(written).toEqual(info);
    for (const key of SANDBOX_KEYS) expect(written).toHaveProperty(key);
    expect(fs.statSync(sandboxFile).mode & 0o777).toBe(0o600);
    expect(info.merchantBaseUrl).toBe('http://localhost:4123/merchant');
    expect(info.tradeUserUrl).toBe('http://localhost:4123/user');
    expect(info.partnerId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);

    const privateKey = createPrivateKey(fs.readFileSync(info.partnerPrivateKeyFile));
    expect(privateKey.asymmetricKeyDetails?.namedCurve).toBe('prime256v1');
    expect(fs.statSync(info.partnerPrivateKeyFile).mode & 0o777).toBe(0o600);
    const stored = db.prepare('SELECT public_key_pem FROM partners WHERE id = ?').pluck().get(info.partnerId);
    expect(createPublicKey(privateKey).export({ type: 'spki', format: 'pem' })).toBe(stored);

    const merchant = db.prepare('SELECT * FROM merchants WHERE api_key = ?').get(info.merchantApiKey) as Record<
      string,
      unknown
    >;
    expect(merchant).toMatchObject({ api_secret: info.merchantApiSecret, ipn_secret: info.merchantIpnSecret });
    expect(merchant.fiat_currency).toBe('EUR');
    expect(info.partnerWebhookSecret).toMatch(/^[0-9a-f]{64}$/);
    expect(db.prepare('SELECT webhook_secret FROM partners').pluck().get()).toBe(info.partnerWebhookSecret);
    db.close();
  });

  it('a second start reuses the same partner, key and merchant, and follows a new port', () => {
    const dir = tempDataDir();
    const first = start(dir);
    const key = fs.readFileSync(first.info.partnerPrivateKeyFile, 'utf8');
    first.db.close();
    const second = start(dir, { PORT: '4999' });
    expect(second.info.partnerId).toBe(first.info.partnerId);
    expect(second.info.merchantApiKey).toBe(first.info.merchantApiKey);
    expect(second.info.merchantApiSecret).toBe(first.info.merchantApiSecret);
    expect(fs.readFileSync(second.info.partnerPrivateKeyFile, 'utf8')).toBe(key);
    expect(second.info.bffUrl).toBe('http://localhost:4999');
    expect(second.db.prepare('SELECT callback_url FROM merchants').pluck().get()).toBe(
      'http://localhost:4999/api/merchant/callback',
    );
    expect(second.db.prepare('SELECT webhook_url FROM partners').pluck().get()).toBe(
      'http://localhost:4999/api/partner/webhook',
    );
    expect(second.db.prepare('SELECT count(*) FROM partners').pluck().get()).toBe(1);
    expect(second.db.prepare('SELECT count(*) FROM merchants').pluck().get()).toBe(1);
    second.db.close();
  });

  it('a lost key file gives the same partner a new key pair', () => {
    const dir = tempDataDir();
    const first = start(dir);
    first.db.close();
    fs.rmSync(first.info.partnerPrivateKeyFile);
    const second = start(dir);
    expect(second.info.partnerId).toBe(first.info.partnerId);
    const stored = second.db.prepare('SELECT public_key_pem FROM partners').pluck().get();
    const privateKey = createPrivateKey(fs.readFileSync(second.info.partnerPrivateKeyFile));
    expect(createPublicKey(privateKey).export({ type: 'spki', format: 'pem' })).toBe(stored);
    second.db.close();
  });
});
