// The dates and times of the formatter: import them from format.ts, which re-exports them (the widget's first view
// shows no date, and a bundle takes a module whole).
const formatters = new Map<string, Intl.DateTimeFormat>();

// Dates and times are shown in the device's time zone (a trade's date is when the customer made it, on their own
// clock) unless one is given; a page rendered where the reader's zone is unknown names the zone it used.
function formatTime(iso: string, locale: string, options: Intl.DateTimeFormatOptions): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const key = `${locale}:${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, format);
  }
  return format.format(date);
}

/** `12 Mar 2025, 14:05` / `12. März 2025, 14:05`; an unreadable value is shown as it came. */
export const formatDateTime = (iso: string, locale: string, timeZone?: string): string =>
  formatTime(iso, locale, { dateStyle: 'medium', timeStyle: 'short', timeZone });

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
