import { describe, expect, it } from 'vitest';
import { formatAmount } from './format';

describe('formatAmount', () => {
  it('formats fiat with its own minor units in the locale', () => {
    expect(formatAmount(1234.5, 'EUR', 'en')).toMatch(/^EUR\s1,234\.50$/);
    expect(formatAmount(1234.5, 'EUR', 'da')).toMatch(/^1\.234,50\sEUR$/);
    expect(formatAmount(1500, 'JPY', 'en')).toMatch(/^JPY\s1,500$/);
  });

  it('never cuts a crypto amount to cents, even for three-letter tickers Intl would accept as currencies', () => {
    expect(formatAmount(5.912345, 'XRP', 'en')).toBe('5.912345 XRP');
    expect(formatAmount('0.12345678', 'LTC', 'en')).toBe('0.12345678 LTC');
    expect(formatAmount(0.00123, 'BTC', 'en')).toBe('0.00123 BTC');
  });
});
