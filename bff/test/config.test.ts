import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';

function problems(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('configuration', () => {
  it('defaults to a sandbox on port 4000 with its data in ./data', () => {
    const config = loadConfig({}, '/srv/app');
    expect(config).toMatchObject({
      mode: 'sandbox',
      port: 4000,
      publicUrl: 'http://localhost:4000',
      dataDir: path.resolve('/srv/app/data'),
      databaseFile: path.resolve('/srv/app/data/tradekit.sqlite'),
      merchantAuthScheme: 'Service',
      merchantRateLimitPerMinute: 100,
    });
  });

  it('TERMS_URL is an http(s) URL; SUPPORT_URL an http(s) URL or a mailto: address', () => {
    const config = loadConfig({ TERMS_URL: 'https://shop.example/terms', SUPPORT_URL: 'mailto:help@shop.example' });
    expect(config.env).toMatchObject({
      TERMS_URL: 'https://shop.example/terms',
      SUPPORT_URL: 'mailto:help@shop.example',
    });
    const list = problems({ TERMS_URL: 'mailto:legal@shop.example', SUPPORT_URL: 'javascript:alert(1)' });
    expect(list).toEqual([
      'TERMS_URL: must be an absolute http(s) URL like https://shop.example/terms (got "mailto:legal@shop.example")',
      'SUPPORT_URL: must be an absolute http(s) URL or a mailto: address like mailto:support@shop.example (got "javascript:alert(1)")',
    ]);
    expect(problems({ SUPPORT_URL: 'mailto:' })).toEqual([
      'SUPPORT_URL: a mailto: address needs an email after it (got "mailto:")',
    ]);
  });

  it('reads PORT and TRADEKIT_DATA_DIR, treating empty values as unset', () => {
    const config = loadConfig({ PORT: '4321', TRADEKIT_DATA_DIR: '/var/tk', HOST: '' });
    expect(config.port).toBe(4321);
    expect(config.publicUrl).toBe('http://localhost:4321');
    expect(config.dataDir).toBe('/var/tk');
    expect(config.host).toBe('localhost');
  });

  it('lists every bad value at once, naming the variable and what was given', () => {
    const list = problems({ PORT: 'eighty', TRADEKIT_MODE: 'staging', ALLOWED_ORIGINS: 'https://a.example/path' });
    expect(list).toHaveLength(3);
    expect(list.find((p) => p.startsWith('PORT:'))).toMatch(/whole number .*\(got "eighty"\)/);
    expect(list.find((p) => p.startsWith('TRADEKIT_MODE:'))).toMatch(/got "staging"/);
    expect(list.find((p) => p.startsWith('ALLOWED_ORIGINS:'))).toMatch(/not an origin/);
  });

  it('rejects a port out of range', () => {
    expect(problems({ PORT: '70000' })).toEqual(['PORT: must be at most 65535 (got "70000")']);
  });

  it('production mode needs the upstream, partner and merchant settings, and says which are missing', () => {
    const list = problems({ TRADEKIT_MODE: 'production' });
    for (const key of [
      'PUBLIC_URL',
      'TRADE_BASE_URL',
      'TRADE_USER_URL',
      'MERCHANT_BASE_URL',
      'PARTNER_ID',
      'PARTNER_PRIVATE_KEY_FILE',
      'MERCHANT_API_KEY',
      'MERCHANT_API_SECRET',
      'MERCHANT_IPN_SECRET',
      'SESSION_SECRET',
    ]) {
      expect(list.some((p) => p.startsWith(`${key}: required in production mode`))).toBe(true);
    }
  });

  it('the error message is one readable list', () => {
    expect(() => loadConfig({ PORT: 'x', LOG_LEVEL: 'loud' })).toThrowError(
      /Tradekit cannot start; fix these settings:\n {2}- PORT: .*\n {2}- LOG_LEVEL: /,
    );
  });

  it('takes the merchant scheme token and rate limit from the environment', () => {
    const config = loadConfig({ MERCHANT_AUTH_SCHEME: 'Acme', MERCHANT_RATE_LIMIT_PER_MINUTE: '100000' });
    expect(config.merchantAuthScheme).toBe('Acme');
    expect(config.merchantRateLimitPerMinute).toBe(100000);
    expect(problems({ MERCHANT_AUTH_SCHEME: 'two words' })[0]).toMatch(/MERCHANT_AUTH_SCHEME: must be a single token/);
  });
});
