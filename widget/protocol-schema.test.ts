import { describe, expect, it, vi } from 'vitest';
import { PROTOCOL, PROTOCOL_VERSION } from './protocol';
import { checkOptions, HostMessageSchema } from './protocol-schema';

const init = (options: Record<string, unknown>) => ({
  protocol: PROTOCOL,
  version: PROTOCOL_VERSION,
  instanceId: 'tk123',
  type: 'init',
  options,
});

const every = {
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

/** checkOptions' answer and what it refused, as `[option, value, reason]`. */
function check(given: Record<string, unknown>) {
  const refuse = vi.fn<(option: string, value: unknown, reason: string) => void>();
  return { options: checkOptions(given, refuse), refused: refuse.mock.calls };
}

describe('host → widget message validation (iframe side)', () => {
  it('accepts an init with every option', () => {
    expect(HostMessageSchema.parse(init(every))).toEqual(init(every));
    expect(check(every)).toEqual({ options: every, refused: [] });
  });

  it('rejects another protocol version, another message type, or options that are not an object', () => {
    expect(HostMessageSchema.safeParse({ ...init({}), version: 2 }).success).toBe(false);
    expect(HostMessageSchema.safeParse({ ...init({}), type: 'eval' }).success).toBe(false);
    expect(HostMessageSchema.safeParse({ ...init({}), options: 'amount=5' }).success).toBe(false);
  });

  it('rule: each option is checked on its own; a bad value is refused and never drops the good ones', () => {
    const { options, refused } = check({ ...every, amount: '-5', fiatCurrency: 'eur' });
    const { amount: _amount, fiatCurrency: _fiat, ...good } = every;
    expect(options).toEqual(good);
    expect(refused).toEqual([
      ['fiatCurrency', 'eur', 'not like /^[A-Z]{3}$/'],
      ['amount', '-5', 'not like /^\\d{1,12}(\\.\\d{1,8})?$/'],
    ]);
  });

  it('refuses an amount in exponent notation or as a number, saying what it wants', () => {
    expect(check({ amount: '1e3' }).refused).toEqual([['amount', '1e3', expect.stringMatching(/^not like \//)]]);
    expect(check({ amount: 250 }).refused).toEqual([['amount', 250, 'not of type string']]);
  });

  it('refuses an option it does not know, so nothing unexpected reaches the app', () => {
    expect(check({ locale: 'de', onload: 'alert(1)' })).toEqual({
      options: { locale: 'de' },
      refused: [['onload', 'alert(1)', 'not an option']],
    });
  });

  it('refuses a theme colour that is not a hex colour (no CSS injection), keeping the theme mode', () => {
    expect(check({ theme: { primaryColor: 'red;background:url(x)', mode: 'dark' } })).toEqual({
      options: { theme: { mode: 'dark' } },
      refused: [['theme.primaryColor', 'red;background:url(x)', 'not like /^#[0-9a-fA-F]{3,8}$/']],
    });
  });

  it('names the allowed values of a choice, and leaves the object it was given alone', () => {
    const given = { page: 'shop', theme: 'dark' };
    expect(check(given).refused).toEqual([
      ['theme', 'dark', 'not of type object'],
      ['page', 'shop', 'not one of buy, sell, status'],
    ]);
    expect(given).toEqual({ page: 'shop', theme: 'dark' });
  });
});
