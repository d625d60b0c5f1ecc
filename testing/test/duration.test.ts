import { describe, expect, it } from 'vitest';
import { parseDuration } from '../src/duration';

describe('parseDuration', () => {
  it.each([
    ['90s', 90],
    ['16m', 960],
    ['2h', 7200],
    ['7d', 604_800],
    ['1w', 604_800],
    ['1h 30m', 5400],
    ['2 days', 172_800],
    ['16 minutes', 960],
    ['1.5h', 5400],
    [' 3M ', 180],
  ])('rule: "%s" is %i seconds', (text, seconds) => {
    expect(parseDuration(text)).toBe(seconds);
  });

  it('takes a number as seconds', () => {
    expect(parseDuration(42)).toBe(42);
  });

  it.each(['', '16', 'm', '16 parsecs', '16m and more', '-5m'])(
    'rule: "%s" is refused, saying what it takes',
    (text) => {
      expect(() => parseDuration(text)).toThrow(/write amounts with a unit, s, m, h, d or w/);
    },
  );

  it('rule: a negative number of seconds is refused (the clock only moves forward)', () => {
    expect(() => parseDuration(-1)).toThrow(RangeError);
  });
});
