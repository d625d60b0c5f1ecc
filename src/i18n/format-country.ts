// Country names of the formatter: import them from format.ts, which re-exports them (the widget's first view names
// no country, and a bundle takes a module whole).
let regionNames: Map<string, Intl.DisplayNames> | undefined;

/** The country's name in `locale` (`DE` → "Germany" / "Tyskland"), or the code when Intl does not know it. */
export function countryName(code: string, locale: string): string {
  regionNames ??= new Map();
  let names = regionNames.get(locale);
  try {
    if (!names) {
      names = new Intl.DisplayNames([locale], { type: 'region' });
      regionNames.set(locale, names);
    }
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}
