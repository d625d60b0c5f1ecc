// The dates, times and countdowns of the formatter: import them from format.ts, which re-exports them (the widget's
// first view shows no date, and a bundle takes a module whole). Digits are Latin in every locale, as in format.ts.

const formatters = new Map<string, Intl.DateTimeFormat>();

// Dates and times are shown in the device's time zone (a trade's date is when the customer made it, on their own
// clock) unless one is given; a page rendered where the reader's zone is unknown names the zone it used.
function formatTime(iso: string, locale: string, options: Intl.DateTimeFormatOptions): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const key = `${locale}:${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { numberingSystem: 'latn', ...options });
    formatters.set(key, format);
  }
  return format.format(date);
}

/** `12 Mar 2025, 14:05` / `12. März 2025, 14:05`; an unreadable value is shown as it came. */
export const formatDateTime = (iso: string, locale: string, timeZone?: string): string =>
  formatTime(iso, locale, { dateStyle: 'medium', timeStyle: 'short', timeZone });

/** `March 12, 2025 at 2:05 PM` / `12. März 2025 um 14:05`: a date a sentence names in full. */
export const formatLongDateTime = (iso: string, locale: string, timeZone?: string): string =>
  formatTime(iso, locale, { dateStyle: 'long', timeStyle: 'short', timeZone });

/** `12 Mar 2025` / `12. März 2025`; an unreadable value is shown as it came. */
export const formatDate = (iso: string, locale: string, timeZone?: string): string =>
  formatTime(iso, locale, { dateStyle: 'medium', timeZone });

/**
 * `Mar 12, 2025, 2:05 PM UTC`: a time in `timeZone` (default UTC) with the zone named, for pages and emails made
 * where the reader's own zone is not known.
 */
export const formatZonedDateTime = (iso: string, locale: string, timeZone = 'UTC'): string =>
  formatTime(iso, locale, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  });

interface CountdownForm {
  whole: Intl.NumberFormat;
  twoDigits: Intl.NumberFormat;
  separator: string;
}

const countdownForms = new Map<string, CountdownForm>();

function countdownForm(locale: string): CountdownForm {
  let form = countdownForms.get(locale);
  if (!form) {
    // The locale's own separator of hours and minutes (`14:05`, Danish and Finnish `14.05`), which is also the one
    // of its digital durations (Intl.DurationFormat's `digital` style, not in every runtime yet).
    const clock = new Intl.DateTimeFormat(locale, {
      hour: 'numeric',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: 'UTC',
    });
    const separator = clock.formatToParts(0).find((part) => part.type === 'literal')?.value ?? ':';
    form = {
      whole: new Intl.NumberFormat(locale, { numberingSystem: 'latn', useGrouping: false }),
      twoDigits: new Intl.NumberFormat(locale, {
        numberingSystem: 'latn',
        minimumIntegerDigits: 2,
        useGrouping: false,
      }),
      separator,
    };
    countdownForms.set(locale, form);
  }
  return form;
}

/** The time left as a clock shows it: `mm:ss`, from an hour up `h:mm:ss`, in the locale's digits and separator. */
export function formatCountdown(ms: number, locale: string): string {
  const total = Math.floor(Math.max(0, ms) / 1000);
  const hours = Math.floor(total / 3600);
  const { whole, twoDigits, separator } = countdownForm(locale);
  const minutesAndSeconds = [twoDigits.format(Math.floor((total % 3600) / 60)), twoDigits.format(total % 60)];
  return (hours > 0 ? [whole.format(hours), ...minutesAndSeconds] : minutesAndSeconds).join(separator);
}
