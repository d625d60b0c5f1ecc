// Amounts of time as a test writes them ("16m", "7d", "90 seconds") for moving the sandbox's clock.

const secondsPer: Record<string, number> = {
  s: 1,
  m: 60,
  h: 3600,
  d: 86_400,
  w: 604_800,
};

/** Every way of writing a unit, to its one-letter form. */
const unitNames: Record<string, string> = {
  s: 's',
  sec: 's',
  secs: 's',
  second: 's',
  seconds: 's',
  m: 'm',
  min: 'm',
  mins: 'm',
  minute: 'm',
  minutes: 'm',
  h: 'h',
  hour: 'h',
  hours: 'h',
  d: 'd',
  day: 'd',
  days: 'd',
  w: 'w',
  week: 'w',
  weeks: 'w',
};

/**
 * Seconds in `duration`: a number of seconds, or text of one or more amounts with a unit (s, m, h, d, w, or the
 * words: "16m", "7d", "1h 30m", "2 days"). Throws, saying what it takes, for anything else or a negative amount.
 */
export function parseDuration(duration: string | number): number {
  if (typeof duration === 'number') {
    if (!Number.isFinite(duration) || duration < 0)
      throw new RangeError(`A duration in seconds must be a number ≥ 0, not ${duration}.`);
    return duration;
  }
  const parts = [
    ...duration
      .trim()
      .toLowerCase()
      .matchAll(/(\d+(?:\.\d+)?)\s*([a-z]+)\s*/g),
  ];
  const whole = parts.map((part) => part[0]).join('');
  const unknown = parts.find((part) => !(part[2]! in unitNames));
  if (parts.length === 0 || whole !== duration.trim().toLowerCase() || unknown) {
    throw new RangeError(
      `"${duration}" is not a duration: write amounts with a unit, s, m, h, d or w ("16m", "7d", "1h 30m", "2 days").`,
    );
  }
  return parts.reduce((sum, [, amount, unit]) => sum + Number(amount) * secondsPer[unitNames[unit!]!]!, 0);
}
