// startSandbox() as a test suite uses it: real server processes (from the source, through tsx, in the repository),
// side by side, each on its own port and data dir, stopped cleanly; settings from the options alone; a start that
// cannot happen says why; a production-mode BFF in front of the sandbox.
import fs from 'node:fs';
import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { upstreamSettingsOf } from '../../bff/src/sandbox-description';
import { startSandbox } from '../src/start-sandbox';

const health = async (url: string) => (await fetch(`${url}/api/health`)).json() as Promise<{ mode: string }>;

/** Whether a process with this id is still running. */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('startSandbox', () => {
  it('rule: two sandboxes start side by side, each on its own port and data dir; stop ends each and removes its dir', async () => {
    const [first, second] = await Promise.all([startSandbox(), startSandbox()]);
    try {
      expect(first.url).not.toBe(second.url);
      expect(first.dataDir).not.toBe(second.dataDir);
      expect(await health(first.url)).toEqual({ status: 'ok', mode: 'sandbox' });
      expect(await health(second.url)).toEqual({ status: 'ok', mode: 'sandbox' });
      // Each has its own partner: nothing of one is in the other.
      expect((await first.credentials()).partner.id).not.toBe((await second.credentials()).partner.id);
      expect(first.sandboxUrl).toBe(`${first.url}/sandbox`);
      expect(first.tradeBaseUrl).toBe(`${first.url}/trade`);
    } finally {
      await Promise.all([first.stop(), second.stop()]);
    }
    for (const sandbox of [first, second]) {
      expect(fs.existsSync(sandbox.dataDir)).toBe(false);
      expect(running(sandbox.pid)).toBe(false);
    }
  }, 60_000);

  it('rule: its settings come from its options alone, never from this process’s environment', async () => {
    const saved = { TRADEKIT_MODE: process.env.TRADEKIT_MODE, DATABASE_URL: process.env.DATABASE_URL };
    process.env.TRADEKIT_MODE = 'production';
    process.env.DATABASE_URL = 'postgres://nobody@127.0.0.1:1/none';
    try {
      const sandbox = await startSandbox({ allowedOrigins: ['http://localhost:5173'] });
      try {
        expect(await health(sandbox.url)).toEqual({ status: 'ok', mode: 'sandbox' });
        const preflight = await fetch(`${sandbox.url}/api/health`, { headers: { origin: 'http://localhost:5173' } });
        expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
      } finally {
        await sandbox.stop();
      }
    } finally {
      for (const [key, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[key];
        else process.env[key] = value;
      }
    }
  }, 60_000);

  it('rule: a start that cannot happen fails with the server’s own list of what to fix, and leaves no data dir', async () => {
    const before = fs.readdirSync(os.tmpdir()).filter((name) => name.startsWith('tradekit-sandbox-'));
    await expect(startSandbox({ settings: { LOG_LEVEL: 'loud' } })).rejects.toThrow(
      /The Tradekit server could not start: Tradekit cannot start; fix these settings:\n {2}- LOG_LEVEL: /,
    );
    const after = fs.readdirSync(os.tmpdir()).filter((name) => name.startsWith('tradekit-sandbox-'));
    expect(after.filter((name) => !before.includes(name))).toEqual([]);
  }, 60_000);

  it('rule: bffSettings are the Credentials panel’s settings of a production-mode BFF in front of the sandbox', async () => {
    const sandbox = await startSandbox();
    try {
      const credentials = await sandbox.credentials();
      const settings = sandbox.bffSettings();
      expect(settings).toMatchObject({
        TRADEKIT_MODE: 'production',
        TRADE_BASE_URL: sandbox.tradeBaseUrl,
        MERCHANT_BASE_URL: sandbox.merchantBaseUrl,
        PARTNER_ID: credentials.partner.id,
        PARTNER_PRIVATE_KEY_FILE: credentials.partner.privateKeyFile,
        MERCHANT_API_KEY: credentials.merchant.apiKey,
        MERCHANT_API_SECRET: credentials.merchant.apiSecret,
        BTC_NETWORK: 'testnet',
      });
      expect(Object.keys(settings).sort()).toEqual(
        ['TRADEKIT_MODE', ...Object.keys(upstreamSettingsOf({} as never))].sort(),
      );

      // The same, started: a BFF of its own partner and merchant, whose webhooks and callbacks go to it.
      const bff = await sandbox.startBff({ allowedOrigins: ['http://localhost:5173'] });
      expect(await health(bff.url)).toEqual({ status: 'ok', mode: 'production' });
      expect(bff.settings).toMatchObject({
        TRADEKIT_MODE: 'production',
        PARTNER_ID: bff.partner.partnerId,
        MERCHANT_API_KEY: bff.merchant.apiKey,
        ALLOWED_ORIGINS: 'http://localhost:5173',
      });
      // Its merchant's invoice callbacks reach it, and it takes them: they are signed with the secret it was given.
      const invoice = await sandbox.createInvoice({ amount: 20, currency: 'EUR' }, bff.merchant);
      await sandbox.payInvoice(invoice, 'full');
      const callback = await sandbox.waitForDelivery({ url: `${bff.url}/api/merchant/callback` });
      expect(callback.attempts[0]?.status).toBeGreaterThanOrEqual(200);
      expect(callback.attempts[0]?.status).toBeLessThan(300);
      await sandbox.stop();
      expect(
        await fetch(`${bff.url}/api/health`).then(
          () => 'answered',
          () => 'gone',
        ),
      ).toBe('gone');
    } finally {
      await sandbox.stop();
    }
  }, 90_000);
});
