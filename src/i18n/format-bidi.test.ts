import { describe, expect, it } from 'vitest';
import { createI18n } from './create-i18n';
import { FSI, isolate, isolatingT, PDI } from './format-bidi';
import { directionOf, locales } from './i18n-core';

/** `t` as the views get it (src/i18n/react.tsx): isolating by i18next's direction of the language. */
const tIn = (locale: string) => {
  const i18n = createI18n(locale);
  return isolatingT(i18n.getFixedT(locale), i18n.dir(locale));
};

describe('isolatingT: values inside right-to-left sentences keep their own order', () => {
  it('rule: in Arabic each interpolated value is wrapped in FSI … PDI, the sentence around it untouched', () => {
    const t = tIn('ar');
    expect(t('verifyEmail.sentTo', { email: 'anna@example.com' })).toBe(
      `أرسلنا رمزًا مكوّنًا من 6 أرقام إلى ${FSI}anna@example.com${PDI}.`,
    );
    expect(t('orderSummary.rateValue', { crypto: 'BTC', price: '\u200f61,234.50\u00a0EUR' })).toBe(
      `1 ${FSI}BTC${PDI} يساوي ${FSI}\u200f61,234.50\u00a0EUR${PDI}`,
    );
  });

  it('rule: a count still picks its plural form (Arabic’s six), and is isolated where the sentence shows it', () => {
    const t = tIn('ar');
    expect(t('orderSummary.priceRenewed', { count: 1 })).not.toContain(FSI);
    expect(t('orderSummary.priceRenewed', { count: 2 })).toContain('دقيقتين');
    expect(t('orderSummary.priceRenewed', { count: 3 })).toContain(`${FSI}3${PDI} دقائق`);
    expect(t('orderSummary.priceRenewed', { count: 15 })).toContain(`${FSI}15${PDI} دقيقة`);
  });

  it('rule: a sentence without values is the catalogue’s text', () => {
    const t = tIn('ar');
    expect(t('quote.heading')).toBe(createI18n('ar').t('quote.heading'));
  });

  it('rule: a left-to-right locale gets i18next’s own t, its text exactly the catalogue’s', () => {
    const i18n = createI18n('de');
    const t = i18n.getFixedT('de');
    expect(isolatingT(t, 'ltr')).toBe(t);
    expect(tIn('de')('verifyEmail.sentTo', { email: 'a@b.de' })).not.toContain(FSI);
  });

  it('rule: i18next’s direction of each shipped locale, which the views isolate by, is the kit’s own (directionOf)', () => {
    const i18n = createI18n('en');
    for (const locale of locales) expect(i18n.dir(locale), locale).toBe(directionOf(locale));
  });

  it('isolate wraps a value for display', () => {
    expect(isolate('DE89 3704 0044')).toBe('\u2068DE89 3704 0044\u2069');
  });
});
