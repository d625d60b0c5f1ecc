// The widget app's first module (start.ts imports it before anything else, so it runs before the libraries are
// evaluated): chooses the language and starts downloading the words of the first screen in it.
import { locales } from '../src/i18n/i18n-core';
import { preloadWidgetMessages } from '../src/i18n/message-chunks';
import { chooseLocale, chosenLocale } from './locale-choice';
import { IFRAME_PARAMS } from './protocol';

/**
 * The language the widget opens in (locale-choice.ts): the customer's choice this session, the partner's `locale`
 * option (the loader puts it in the URL) or the browser's languages, among every shipped locale; the partner's
 * configuration, which may offer fewer, is not read yet (app.tsx switches should it not offer this one).
 */
export const firstLocale = chooseLocale(
  [chosenLocale(), new URLSearchParams(window.location.search).get(IFRAME_PARAMS.locale), ...navigator.languages],
  locales,
);

preloadWidgetMessages(firstLocale);
