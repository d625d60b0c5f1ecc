// Country names of the formatter, and the order a list of names takes: import them from format.ts, which re-exports
// them (the widget's first view names no country, and a bundle takes a module whole).
let regionNames: Map<string, Intl.DisplayNames> | undefined;
let collators: Map<string, Intl.Collator['compare']> | undefined;

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

/**
 * Compares two names by `locale`'s collation, for `sort`: "Łotwa" after "Litwa" in Polish, "Ö" last in Swedish,
 * Arabic names in the Arabic alphabet's order.
 */
export function compareNames(locale: string): Intl.Collator['compare'] {
  collators ??= new Map();
  let compare = collators.get(locale);
  if (!compare) {
    try {
      compare = new Intl.Collator(locale).compare;
    } catch {
      // A tag Intl cannot read: the runtime's default order, as for its names (the codes).
      compare = new Intl.Collator().compare;
    }
    collators.set(locale, compare);
  }
  return compare;
}
