// The locale the formatter hands to Intl: the reader's, with Latin digits (docs/right-to-left.md, "Digits"). Amounts,
// IBANs, references and dates are copied into a bank's or a wallet's form and compared with the service's
// documents, which write 0-9; Intl's default for some Arabic locales (`ar-EG`, and `ar` in older runtimes) is
// Arabic-Indic digits (١٢٣).
const tags = new Map<string, string>();

/** `locale` with Latin digits asked for (`ar` → `ar-u-nu-latn`); a tag Intl cannot read is returned as it came. */
export function formattingLocale(locale: string): string {
  let tag = tags.get(locale);
  if (tag === undefined) {
    try {
      tag = new Intl.Locale(locale, { numberingSystem: 'latn' }).toString();
    } catch {
      tag = locale;
    }
    tags.set(locale, tag);
  }
  return tag;
}
