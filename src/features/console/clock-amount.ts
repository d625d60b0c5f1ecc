// What the console's Clock reads from an amount of time typed by hand ("16 minutes", "2 days", "90s", "1h 30m",
// "1,5 timer", "2 Tage"): one number and unit after another, in English, Danish or German (the console's languages),
// added up to the whole seconds `POST /sandbox/clock/advance` takes. What it cannot read it says precisely, so the
// panel can tell the developer what to type instead.

export type ClockUnit = 'second' | 'minute' | 'hour' | 'day' | 'week';

export const unitSeconds: Readonly<Record<ClockUnit, number>> = {
  second: 1,
  minute: 60,
  hour: 3600,
  day: 86_400,
  week: 7 * 86_400,
};

/**
 * The words of each unit, lower case. The Danish `t` (time) and German `T` (Tag) would read one letter two ways, so
 * neither is taken: `h`, `d`, and the words are.
 */
const unitWords: Readonly<Record<ClockUnit, readonly string[]>> = {
  second: ['s', 'sec', 'secs', 'second', 'seconds', 'sek', 'sekund', 'sekunder', 'sekunde', 'sekunden'],
  minute: ['m', 'min', 'mins', 'minute', 'minutes', 'minut', 'minutter', 'minuten'],
  hour: ['h', 'hr', 'hrs', 'hour', 'hours', 'time', 'timer', 'std', 'stunde', 'stunden'],
  day: ['d', 'day', 'days', 'dag', 'dage', 'døgn', 'tag', 'tage', 'tagen'],
  week: ['w', 'wk', 'wks', 'week', 'weeks', 'uge', 'uger', 'woche', 'wochen'],
};

/** Units whose length changes from one to the next: the sandbox moves by a fixed number of seconds. */
const unfixedWords = [
  ...['mo', 'month', 'months', 'måned', 'måneder', 'monat', 'monate'],
  ...['y', 'yr', 'year', 'years', 'år', 'jahr', 'jahre'],
];

const unitOf = new Map<string, ClockUnit>(
  (Object.entries(unitWords) as [ClockUnit, readonly string[]][]).flatMap(([unit, words]) =>
    words.map((word) => [word, unit] as const),
  ),
);

/** The most the sandbox moves at once (`POST /sandbox/clock/advance`): ten years. */
export const MAX_CLOCK_SECONDS = 10 * 365 * 86_400;

export type ClockAmountProblem =
  /** Nothing was typed. */
  | { problem: 'empty' }
  /** A minus sign: the clock only moves forward. */
  | { problem: 'backwards' }
  /** Something that is not a number where a number was due (`near`: the text from there). */
  | { problem: 'unreadable'; near: string }
  /** A number without its unit ("90"). */
  | { problem: 'noUnit'; number: string }
  /** A word that is no unit of time ("5 parsecs"). */
  | { problem: 'unknownUnit'; unit: string }
  /** Months or years, which have no fixed length. */
  | { problem: 'noFixedLength'; unit: string }
  /** Less than a second all told. */
  | { problem: 'nothing' }
  /** More than {@link MAX_CLOCK_SECONDS}. */
  | { problem: 'tooFar' };

export type ClockAmount = { ok: true; seconds: number } | ({ ok: false } & ClockAmountProblem);

const SEPARATOR = /^(?:[\s,;+&]+|(?:and|og|und)(?=[\s\d]|$))+/u;
// A decimal point or comma inside a number ("1.5", "1,5"); a comma before a space separates ("2 days, 3 hours").
const NUMBER = /^(?:\d+(?:[.,]\d+)?|\.\d+)/u;
const WORD = /^\p{L}+\.?/u;

const fail = (problem: ClockAmountProblem): ClockAmount => ({ ok: false, ...problem });

/**
 * Reads `text` as an amount of time: numbers each followed by a unit (`s`, `m`/`min`, `h`, `d`, `w` and their
 * words in English, Danish and German), separated by spaces, commas, `+` or "and", added up and rounded to whole
 * seconds.
 */
export function parseClockAmount(text: string): ClockAmount {
  let rest = text.trim().toLowerCase();
  if (rest === '') return fail({ problem: 'empty' });
  if (/^[-−–]/u.test(rest)) return fail({ problem: 'backwards' });
  let seconds = 0;
  while (rest !== '') {
    const number = NUMBER.exec(rest)?.[0];
    if (number === undefined) return fail({ problem: 'unreadable', near: rest.slice(0, 24) });
    rest = rest.slice(number.length).trimStart();
    const word = WORD.exec(rest)?.[0];
    if (word === undefined) return fail({ problem: 'noUnit', number });
    rest = rest.slice(word.length);
    const name = word.replace(/\.$/u, '');
    const unit = unitOf.get(name);
    if (unit === undefined)
      return fail(
        unfixedWords.includes(name) ? { problem: 'noFixedLength', unit: name } : { problem: 'unknownUnit', unit: name },
      );
    seconds += Number(number.replace(',', '.')) * unitSeconds[unit];
    rest = rest.replace(SEPARATOR, '');
  }
  const whole = Math.round(seconds);
  if (whole < 1) return fail({ problem: 'nothing' });
  if (whole > MAX_CLOCK_SECONDS) return fail({ problem: 'tooFar' });
  return { ok: true, seconds: whole };
}
