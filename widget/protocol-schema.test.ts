import { describe, expect, it } from 'vitest';
import { describeIssues } from '../src/api/contract/issues';
import { PROTOCOL, PROTOCOL_VERSION } from './protocol';
import { HostMessageSchema } from './protocol-schema';

const init = (options: Record<string, unknown>) => ({
  protocol: PROTOCOL,
  version: PROTOCOL_VERSION,
  instanceId: 'tk123',
  type: 'init',
  options,
});

describe('host → widget message validation (iframe side)', () => {
  it('accepts an init with every option', () => {
    const options = {
      partnerId: 'p',
      locale: 'da-DK',
      theme: { primaryColor: '#0f766e', mode: 'dark' },
      fiatCurrency: 'EUR',
      cryptoCurrency: 'BTC',
      amount: '99.95',
      page: 'buy',
      widgetSession: 'eyJ...',
      walletAddress: 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx',
    };
    expect(HostMessageSchema.parse(init(options))).toEqual(init(options));
  });

  it('rejects another protocol version', () => {
    expect(HostMessageSchema.safeParse({ ...init({}), version: 2 }).success).toBe(false);
  });

  it('rejects unknown keys, so nothing unexpected reaches the app', () => {
    const result = HostMessageSchema.safeParse(init({ onload: 'alert(1)' }));
    expect(result.success).toBe(false);
  });

  it('rejects an amount in exponent notation or as a number, saying what it wants', () => {
    for (const amount of ['1e3', 250, '-5']) {
      const result = HostMessageSchema.safeParse(init({ amount }));
      expect(result.success).toBe(false);
    }
    const result = HostMessageSchema.safeParse(init({ amount: '1e3' }));
    expect(describeIssues(result.error!)[0]).toMatch(/options\.amount: amount must be a plain decimal string/);
  });

  it('rejects a theme colour that is not a hex colour (no CSS injection through the theme)', () => {
    expect(HostMessageSchema.safeParse(init({ theme: { primaryColor: 'red;background:url(x)' } })).success).toBe(false);
  });
});
