// Rules of reading an amount of time typed into the console's Clock (clock-amount.ts): numbers with units, in the
// console's three languages, added up to whole seconds; and, for what cannot be read, which problem it is.
import { describe, expect, it } from 'vitest';
import { MAX_CLOCK_SECONDS, parseClockAmount } from './clock-amount';

const seconds = (text: string) => {
  const amount = parseClockAmount(text);
  if (!amount.ok) throw new Error(`${text}: ${amount.problem}`);
  return amount.seconds;
};

describe('parseClockAmount', () => {
  it('rule: a number and a unit, the unit spelled out or short, with or without a space', () => {
    expect(seconds('16 minutes')).toBe(16 * 60);
    expect(seconds('2 days')).toBe(2 * 86_400);
    expect(seconds('90s')).toBe(90);
    expect(seconds('1 week')).toBe(7 * 86_400);
    expect(seconds('3 hrs')).toBe(3 * 3600);
    expect(seconds('1 second')).toBe(1);
    expect(seconds('  45 MIN ')).toBe(45 * 60);
  });

  it('rule: several amounts add up, separated by spaces, commas, + or "and", or by nothing', () => {
    expect(seconds('1h 30m')).toBe(5400);
    expect(seconds('1h30m')).toBe(5400);
    expect(seconds('2 days, 3 hours')).toBe(2 * 86_400 + 3 * 3600);
    expect(seconds('2 days,3 hours')).toBe(2 * 86_400 + 3 * 3600);
    expect(seconds('1 hour and 30 minutes')).toBe(5400);
    expect(seconds('1d + 12h')).toBe(36 * 3600);
    expect(seconds('1w 1d 1h 1m 1s')).toBe(7 * 86_400 + 86_400 + 3600 + 60 + 1);
  });

  it('rule: decimals with a point or a comma, rounded to whole seconds', () => {
    expect(seconds('1.5 hours')).toBe(5400);
    expect(seconds('1,5 h')).toBe(5400);
    expect(seconds('.5 min')).toBe(30);
    expect(seconds('0.5s')).toBe(1);
    expect(seconds('2.25 days')).toBe(2.25 * 86_400);
  });

  it('rule: Danish and German units too, the console’s other languages', () => {
    expect(seconds('16 minutter')).toBe(16 * 60);
    expect(seconds('2 dage og 3 timer')).toBe(2 * 86_400 + 3 * 3600);
    expect(seconds('1 uge')).toBe(7 * 86_400);
    expect(seconds('2 Tage')).toBe(2 * 86_400);
    expect(seconds('1 Stunde und 30 Minuten')).toBe(5400);
    expect(seconds('3 Std. 15 Min.')).toBe(3 * 3600 + 15 * 60);
    expect(seconds('10 Sekunden')).toBe(10);
    expect(seconds('1 Woche')).toBe(7 * 86_400);
  });

  it('rule: a number without a unit is not guessed', () => {
    expect(parseClockAmount('90')).toEqual({ ok: false, problem: 'noUnit', number: '90' });
    expect(parseClockAmount('1h 30')).toEqual({ ok: false, problem: 'noUnit', number: '30' });
  });

  it('rule: months and years have no fixed length; other words are no unit', () => {
    expect(parseClockAmount('1 month')).toEqual({ ok: false, problem: 'noFixedLength', unit: 'month' });
    expect(parseClockAmount('2 år')).toEqual({ ok: false, problem: 'noFixedLength', unit: 'år' });
    expect(parseClockAmount('5 parsecs')).toEqual({ ok: false, problem: 'unknownUnit', unit: 'parsecs' });
    // The Danish t (time) and the German T (Tag) would read one letter two ways.
    expect(parseClockAmount('3 t')).toEqual({ ok: false, problem: 'unknownUnit', unit: 't' });
  });

  it('rule: what is not a number where one is due is unreadable, with the text from there', () => {
    expect(parseClockAmount('soon')).toEqual({ ok: false, problem: 'unreadable', near: 'soon' });
    expect(parseClockAmount('in 16 minutes')).toEqual({ ok: false, problem: 'unreadable', near: 'in 16 minutes' });
    expect(parseClockAmount('2 days!')).toEqual({ ok: false, problem: 'unreadable', near: '!' });
  });

  it('rule: the clock only moves forward, by at least a second and at most ten years at a time', () => {
    expect(parseClockAmount('')).toEqual({ ok: false, problem: 'empty' });
    expect(parseClockAmount('   ')).toEqual({ ok: false, problem: 'empty' });
    expect(parseClockAmount('-5 min')).toEqual({ ok: false, problem: 'backwards' });
    expect(parseClockAmount('0 days')).toEqual({ ok: false, problem: 'nothing' });
    expect(parseClockAmount('0.4s')).toEqual({ ok: false, problem: 'nothing' });
    expect(seconds('520 weeks')).toBe(520 * 7 * 86_400);
    expect(seconds(`${MAX_CLOCK_SECONDS} s`)).toBe(MAX_CLOCK_SECONDS);
    expect(parseClockAmount(`${MAX_CLOCK_SECONDS + 1} s`)).toEqual({ ok: false, problem: 'tooFar' });
    expect(parseClockAmount('11000 days')).toEqual({ ok: false, problem: 'tooFar' });
  });
});
