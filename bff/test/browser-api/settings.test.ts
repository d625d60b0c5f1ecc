import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveBffSettings } from '../../src/browser-api/settings';
import { ConfigError, loadConfig } from '../../src/config';
import type { SandboxInfo } from '../../src/sandbox-description';
import { ecPrivateKeyPem, productionEnv, tempDataDir } from '../support';

function sandboxInfo(dataDir: string): SandboxInfo {
  const keyFile = path.join(dataDir, 'partner-private-key.pem');
  fs.writeFileSync(keyFile, ecPrivateKeyPem());
  return {
    bffUrl: 'http://localhost:4000',
    tradeBaseUrl: 'http://localhost:4000/trade',
    tradeUserUrl: 'http://localhost:4000/user',
    merchantBaseUrl: 'http://localhost:4000/merchant',
    sandboxUrl: 'http://localhost:4000/sandbox',
    partnerId: '11111111-2222-4333-8444-555555555555',
    partnerNumber: 1,
    partnerPrivateKeyFile: keyFile,
    merchantApiKey: 'key',
    merchantApiSecret: 'secret',
    merchantIpnSecret: 'ipn',
    merchantAuthScheme: 'Service',
    partnerWebhookSecret: 'whsec',
  };
}

function problems(run: () => unknown): string[] {
  try {
    run();
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('BFF settings', () => {
  it("sandbox mode falls back to the sandbox's partner and merchant", () => {
    const dataDir = tempDataDir();
    const settings = resolveBffSettings(loadConfig({ TRADEKIT_DATA_DIR: dataDir }), sandboxInfo(dataDir));
    expect(settings).toMatchObject({
      tradeBaseUrl: 'http://localhost:4000/trade',
      partnerId: '11111111-2222-4333-8444-555555555555',
      merchantApiKey: 'key',
      partnerKeyAlgorithm: 'ES256',
      // Every locale Tradekit ships, English first (the default), unless WIDGET_LOCALES narrows them.
      locales: ['en', 'da', 'de', 'sv', 'nb', 'fi', 'nl', 'fr', 'es', 'it', 'pl', 'ar'],
    });
    expect(settings.partnerPrivateKeyPem).toContain('PRIVATE KEY');
  });

  it('the environment wins over the sandbox', () => {
    const dataDir = tempDataDir();
    const settings = resolveBffSettings(
      loadConfig({ TRADEKIT_DATA_DIR: dataDir, TRADE_BASE_URL: 'https://trade.example/', MERCHANT_API_KEY: 'mine' }),
      sandboxInfo(dataDir),
    );
    expect(settings.tradeBaseUrl).toBe('https://trade.example');
    expect(settings.merchantApiKey).toBe('mine');
  });

  it('sandbox mode generates SESSION_SECRET and the admin token once and keeps them in the data dir (0600)', () => {
    const dataDir = tempDataDir();
    const config = loadConfig({ TRADEKIT_DATA_DIR: dataDir });
    const first = resolveBffSettings(config, sandboxInfo(dataDir));
    const second = resolveBffSettings(config, sandboxInfo(dataDir));
    expect(first.sessionSecret).toHaveLength(64);
    expect(second.sessionSecret).toBe(first.sessionSecret);
    expect(second.adminToken).toBe(first.adminToken);
    expect(fs.statSync(path.join(dataDir, 'bff-session-secret')).mode & 0o777).toBe(0o600);
  });

  it('production mode takes no sandbox values and needs SESSION_SECRET; the admin token stays off unless set', () => {
    const dataDir = tempDataDir();
    const env = productionEnv(dataDir);
    const settings = resolveBffSettings(loadConfig(env), sandboxInfo(dataDir));
    expect(settings.adminToken).toBeUndefined();
    expect(settings.partnerId).toBe(env.PARTNER_ID);
    expect(fs.existsSync(path.join(dataDir, 'bff-session-secret'))).toBe(false);
  });

  it('a key that does not fit the algorithm stops start-up naming the setting, never the key', () => {
    const dataDir = tempDataDir();
    const list = problems(() =>
      resolveBffSettings(
        loadConfig({ TRADEKIT_DATA_DIR: dataDir, PARTNER_KEY_ALGORITHM: 'RS256' }),
        sandboxInfo(dataDir),
      ),
    );
    expect(list).toEqual([expect.stringMatching(/^PARTNER_PRIVATE_KEY: RS256 needs an RSA key/)]);
    expect(list.join()).not.toContain('PRIVATE KEY-----');
  });

  it('an unreadable key file is named', () => {
    const dataDir = tempDataDir();
    const list = problems(() =>
      resolveBffSettings(
        loadConfig({ TRADEKIT_DATA_DIR: dataDir, PARTNER_PRIVATE_KEY_FILE: '/nonexistent/key.pem' }),
        sandboxInfo(dataDir),
      ),
    );
    expect(list).toEqual(['PARTNER_PRIVATE_KEY_FILE: cannot read "/nonexistent/key.pem"']);
  });

  it('bad widget locales are a configuration error', () => {
    expect(() => loadConfig({ WIDGET_LOCALES: 'en,Deutsch' })).toThrow(/Deutsch/);
  });
});
