import { describe, expect, it } from 'vitest';
import { createI18n } from './create-i18n';

describe('i18n', () => {
  it('creates a working instance in Node, without a window', () => {
    expect(typeof globalThis.window).toBe('undefined');
    expect(createI18n('de').t('widget.heading')).toBe('Krypto kaufen und verkaufen');
  });

  it('gives each provider its own instance, so changing the language of one leaves the other alone', async () => {
    const first = createI18n('en');
    const second = createI18n('en');
    await second.changeLanguage('da');
    expect(first.t('widget.heading')).toBe('Buy and sell crypto');
    expect(second.t('widget.heading')).toBe('Køb og sælg krypto');
  });

  it('falls back to English for a locale it does not ship', () => {
    const i18n = createI18n('xx');
    expect(i18n.language).toBe('en');
    expect(i18n.t('widget.heading')).toBe('Buy and sell crypto');
  });
});
