// Dates and times through Intl, in the locale of the views and the device's time zone (a trade's date is when the
// customer made it, on their own clock).

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: string, options: Intl.DateTimeFormatOptions, timeZone: string | undefined) {
  const key = `${locale}:${JSON.stringify(options)}:${timeZone ?? ''}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options, ...(timeZone ? { timeZone } : {}) });
    formatters.set(key, format);
  }
  return format;
}

/** `12 Mar 2025, 14:05` / `12. März 2025, 14:05`; an unreadable value is shown as it came. */
export function formatDateTime(iso: string, locale: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return formatter(locale, { dateStyle: 'medium', timeStyle: 'short' }, timeZone).format(date);
}

/** `12 Mar 2025` / `12. März 2025`; an unreadable value is shown as it came. */
export function formatDate(iso: string, locale: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return formatter(locale, { dateStyle: 'medium' }, timeZone).format(date);
}
