// The widget app's first module (start.ts imports it before anything else, so it runs before the libraries are
// evaluated): starts downloading the words of the first screen, in the language the loader put in the URL.
import { defaultLocale, isLocale } from '../src/i18n/i18n-core';
import { preloadWidgetMessages } from '../src/i18n/message-chunks';
import { IFRAME_PARAMS } from './protocol';

const requested = new URLSearchParams(window.location.search).get(IFRAME_PARAMS.locale);

/** The language the widget opens in: the loader's `locale` option when Tradekit ships it, English otherwise. */
export const firstLocale = isLocale(requested) ? requested : defaultLocale;

preloadWidgetMessages(firstLocale);
