import { describe, expect, it } from 'vitest';
import da from './da.json';
import de from './de.json';
import en from './en.json';
import { formatAmount, formatDate, formatDateTime, formatMinor, formatState, formatZonedDateTime } from './format';
import { tradeStates } from '../api/contract/trade/trades';

// Intl puts a no-break space between code and number; tests read it as a plain one.
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

describe('formatAmount: money in the locale’s currency form', () => {
  it('rule: fiat takes the locale’s Intl currency form with the ISO code, in every locale', () => {
    expect(plain(formatAmount(1234.5, 'EUR', 'en'))).toBe('EUR 1,234.50');
    expect(plain(formatAmount(1234.5, 'EUR', 'da'))).toBe('1.234,50 EUR');
    expect(plain(formatAmount(1234.5, 'EUR', 'de'))).toBe('1.234,50 EUR');
    expect(plain(formatAmount('103', 'EUR', 'en'))).toBe('EUR 103.00');
  });

  it('rule: fiat shows exactly the places of its minor unit (JPY none, KWD three)', () => {
    expect(plain(formatAmount(1500, 'JPY', 'en'))).toBe('JPY 1,500');
    expect(plain(formatAmount('1.25', 'KWD', 'en'))).toBe('KWD 1.250');
  });

  it('rule: BTC always shows 8 places (satoshi), in the same form as fiat', () => {
    expect(plain(formatAmount(0.0011079, 'BTC', 'en'))).toBe('BTC 0.00110790');
    expect(plain(formatAmount('0.00110668', 'BTC', 'en'))).toBe('BTC 0.00110668');
    expect(plain(formatAmount(10, 'BTC', 'en'))).toBe('BTC 10.00000000');
    expect(plain(formatAmount('0.0005', 'BTC', 'da'))).toBe('0,00050000 BTC');
    expect(plain(formatAmount(1e-7, 'BTC', 'de'))).toBe('0,00000010 BTC');
  });

  it('rule: another crypto is never cut to cents, even a ticker Intl would take for a currency', () => {
    expect(plain(formatAmount(5.912345, 'XRP', 'en'))).toBe('XRP 5.912345');
    expect(plain(formatAmount('0.12345678', 'LTC', 'en'))).toBe('LTC 0.12345678');
    expect(plain(formatAmount('2', 'ETH', 'da'))).toBe('2 ETH');
  });

  it('rule: money is never a float inside: decimal strings beyond a double’s precision come out exact', () => {
    expect(plain(formatAmount('90071992547409.93', 'EUR', 'en'))).toBe('EUR 90,071,992,547,409.93');
    expect(plain(formatAmount('20999999.99999999', 'BTC', 'en'))).toBe('BTC 20,999,999.99999999');
  });
});

describe('formatMinor: minor units and satoshi', () => {
  it('rule: cents and satoshi read as formatAmount shows the same amount', () => {
    expect(plain(formatMinor(10_300, 'EUR', 'en'))).toBe('EUR 103.00');
    expect(plain(formatMinor(110_790, 'BTC', 'en'))).toBe('BTC 0.00110790');
    expect(formatMinor(8_875_635, 'EUR', 'de')).toBe(formatAmount('88756.35', 'EUR', 'de'));
  });
});

describe('dates and times', () => {
  const iso = '2025-03-12T14:05:00Z';

  it('rule: a date and time by the conventions of the locale', () => {
    expect(formatDateTime(iso, 'en', 'UTC')).toMatch(/^Mar 12, 2025,? 2:05\sPM$/);
    expect(formatDateTime(iso, 'de', 'UTC')).toBe('12.03.2025, 14:05');
    expect(formatDateTime(iso, 'da', 'UTC')).toMatch(/^12\. mar\. 2025(,| kl\.) 14[.:]05$/);
    expect(formatDate(iso, 'de', 'UTC')).toBe('12.03.2025');
  });

  it('rule: the time is shown in the given time zone', () => {
    expect(formatDateTime('2025-03-12T23:30:00Z', 'de', 'Europe/Copenhagen')).toBe('13.03.2025, 00:30');
  });

  it('rule: a time shown where the reader’s zone is unknown names its zone', () => {
    expect(plain(formatZonedDateTime(iso, 'en'))).toMatch(/^Mar 12, 2025,? 2:05 PM UTC$/);
    expect(plain(formatZonedDateTime(iso, 'de', 'Europe/Berlin'))).toBe('12. März 2025, 15:05 MEZ');
  });

  it('rule: an unreadable value is shown as it came instead of "Invalid Date"', () => {
    expect(formatDateTime('soon', 'en')).toBe('soon');
    expect(formatDate('soon', 'en')).toBe('soon');
    expect(formatZonedDateTime('soon', 'en')).toBe('soon');
  });
});

describe('formatState: a human word per state', () => {
  it.each([
    ['en', en],
    ['da', da],
    ['de', de],
  ] as const)('rule: every trade state has its own word in %s, never its code', (_, messages) => {
    for (const state of tradeStates) {
      const word = formatState(state, messages.history.state);
      expect(word).not.toMatch(/_/);
      expect(word).not.toBe(state);
    }
    expect(formatState('completed_test', messages.history.state)).toBe(messages.history.state.completed_test);
  });

  it('rule: a state newer than the words still reads as words', () => {
    expect(formatState('on_hold', en.history.state)).toBe('On hold');
  });
});
