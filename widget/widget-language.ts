// The widget's language as the app holds it: chosen (locale-choice.ts) among what the partner offers, switched by
// the customer and kept for the session, and written on the document, whose direction follows it.
import { useLayoutEffect, useState } from 'react';
import { directionOf, isLocale, type Locale, locales } from '../src/i18n/i18n-core';
import { chooseLocale, chosenLocale, rememberLocale } from './locale-choice';

/** What {@link useWidgetLanguage} gives the app. */
export interface WidgetLanguage {
  /** The language shown. */
  locale: Locale;
  /** The languages the partner offers, its default first: the switcher's options. */
  offered: readonly Locale[];
  /** The customer's choice: shown at once, and kept for the session. */
  choose: (locale: Locale) => void;
}

/**
 * The widget's language from the partner's `locale` option and the locales its configuration lists (`undefined`
 * until it is read: every shipped locale is offered meanwhile). Sets `lang` and `dir` on the document.
 */
export function useWidgetLanguage(option: string | undefined, listed: readonly string[] | undefined): WidgetLanguage {
  const [chosen, setChosen] = useState(chosenLocale);
  const offered = listed?.filter(isLocale) ?? locales;
  const locale = chooseLocale([chosen, option, ...navigator.languages], offered);
  // Before the browser paints: an Arabic widget's first frame is already right to left.
  useLayoutEffect(() => {
    document.documentElement.lang = locale;
    document.documentElement.dir = directionOf(locale);
  }, [locale]);
  const choose = (next: Locale) => {
    rememberLocale(next);
    setChosen(next);
  };
  return { locale, offered, choose };
}
