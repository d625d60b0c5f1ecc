// The language of a page a person opens by link (the payment page, the sandbox console).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { consoleLocales, locales } from './i18n-core';
import { pageLocale } from './message-chunks';

function browser(languages: string[], search = '') {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
  window.history.replaceState(null, '', `/pay/12.token${search}`);
}

afterEach(() => {
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

describe('pageLocale', () => {
  it('rule: the first language the browser asks for that is offered, matched on its base language', () => {
    browser(['pt-BR', 'fr-CA', 'de']);
    expect(pageLocale()).toBe('fr');
    browser(['no']);
    expect(pageLocale()).toBe('nb');
    browser(['nn-NO', 'en']);
    expect(pageLocale()).toBe('nb');
  });

  it('rule: ?lang= wins over the browser, when it is offered', () => {
    browser(['da'], '?lang=ar');
    expect(pageLocale()).toBe('ar');
    browser(['da'], '?lang=pt');
    expect(pageLocale()).toBe('da');
  });

  it("rule: a payer whose browser asks for nothing offered gets the merchant's language, else the first offered", () => {
    browser(['pt-BR', 'ja']);
    expect(pageLocale(locales, 'de')).toBe('de');
    expect(pageLocale()).toBe('en');
  });

  it('the console offers only the locales that translate it', () => {
    browser(['pl', 'de']);
    expect(pageLocale(consoleLocales)).toBe('de');
  });
});
