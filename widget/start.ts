// What the widget app starts before anything else (app.tsx imports this module first, so it runs before React
// and the views are evaluated): the bridge to the host page, the words of the first screen, and the first reads.
import { createBffClient } from '../src/api/client/bff-client';
import { createBffFetcher } from '../src/api/client/fetcher';
import { sessionQueryOptions } from '../src/api/client/session';
import { newQueryClient } from '../src/api/client/tradekit-provider';
import { loadFlow } from '../src/features/flow/flow-storage';
import { prefetchQuoteView } from '../src/features/quote/prefetch-quote';
import { isLocale } from '../src/i18n/i18n-core';
import { createLazyI18n } from '../src/i18n/lazy-i18n';
import { loadWidgetMessages } from '../src/i18n/message-chunks';
import { createWidgetBridge } from './bridge';
import { defaultQuoteOf } from './flow-events';

export const bridge = createWidgetBridge();

export const localeOf = (options: { locale?: string | undefined }) =>
  isLocale(options.locale) ? options.locale : 'en';

const locale = localeOf(bridge.options());
/** Only the language shown is downloaded, and of it first the words of the opening screen and the quote. */
export const i18n = createLazyI18n(locale, { part: 'widget', load: loadWidgetMessages });
// i18next asks for them only a task later, after the rest of the app is evaluated: the download starts now (the
// same chunk is not fetched twice), and i18next's own request reports a failure.
loadWidgetMessages(locale, 'widget').catch(() => undefined);

export const BFF_URL = '/api';
export const queryClient = newQueryClient();

/**
 * The reads of the first screens, side by side instead of one after another as each view renders: the session
 * (which screen), the partner configuration and the approximate quote of the selection the quote view will start
 * from, so the quote opens priced. The loader puts the amount and currencies in the URL; an older loader sends them
 * only with the init, so the quote is asked for again then (a key already asked for is not asked twice).
 */
const client = createBffClient(createBffFetcher({ baseUrl: BFF_URL }));
void queryClient.prefetchQuery(sessionQueryOptions(client));
const prefetch = () =>
  void prefetchQuoteView(queryClient, client, loadFlow().selection ?? defaultQuoteOf(bridge.options()));
prefetch();
const stop = bridge.onOptions(() => {
  stop();
  prefetch();
});
