// What the widget app starts before anything else (app.tsx imports this module first, so it runs before React
// and the views are evaluated): the bridge to the host page, the words of the first screen, and the first reads.
// First of all, the download of those words (preload.ts).
import { firstLocale } from './preload';
import { createBffClient } from '../src/api/client/bff-client';
import { createBffFetcher } from '../src/api/client/fetcher';
import { configQueryOptions } from '../src/api/client/partner';
import { sessionQueryOptions } from '../src/api/client/session';
import { queryKeys } from '../src/api/client/query-keys';
import { newQueryClient } from '../src/api/client/tradekit-provider';
import { loadFlow } from '../src/app/flow/flow-storage';
import { whenIdle } from '../src/app/flow/when-idle';
import { loadQuoteExtras } from '../src/features/quote/load-quote-extras';
import { prefetchQuoteView } from '../src/features/quote/prefetch-quote';
import { preloadNumberFormats } from '../src/i18n/format';
import { createLazyI18n } from '../src/i18n/lazy-i18n';
import { loadWidgetMessages } from '../src/i18n/message-chunks';
import { createWidgetBridge } from './bridge';
import { defaultQuoteOf, tellHost } from './flow-events';

export const bridge = createWidgetBridge();

/** How long a read session counts as current without something invalidating it. */
const SESSION_STALE_MS = 60_000;

/** Only the language shown is downloaded, and of it first the words of the opening screen and the quote. */
export const i18n = createLazyI18n(firstLocale, { part: 'widget', load: loadWidgetMessages });
// i18next asks for them only a task later, after the rest of the app is evaluated: the chunk's module is asked for
// now (the preload has it downloading already; it is not fetched twice), and i18next's own request reports a failure.
loadWidgetMessages(firstLocale, 'widget').catch(() => undefined);

export const queryClient = newQueryClient();
// The session is read once per load: the prefetch below answers every view that reads it (the app shell, the
// flow), instead of each mount asking again. What changes it (sign-up, sign-in, sign-out, the partner's widget
// session) invalidates it, which reads it again at once.
queryClient.setQueryDefaults(queryKeys.session, { staleTime: SESSION_STALE_MS });

/**
 * The reads of the first screens, side by side instead of one after another as each view renders: the session
 * (which screen), the partner configuration and the approximate quote of the selection the quote view will start
 * from, so the quote opens priced. The loader puts the amount and currencies in the URL; an older loader sends them
 * only with the init, so the quote is asked for again then (a key already asked for is not asked twice).
 */
/** The browser API of the first reads. The widget's page is served by the BFF: the API is on its own origin. */
export const client = createBffClient(createBffFetcher({}));
const sessionRead = queryClient.prefetchQuery(sessionQueryOptions(client));
// The quote's price is the first number the widget shows, and the first number a page formats pays for loading
// the runtime's formatting data (20-60 ms): that is done while the quote is on its way, or, with no quote to ask
// for, whenever the page is idle.
const preloadFormats = () => preloadNumberFormats(firstLocale);
const prefetch = () =>
  prefetchQuoteView(queryClient, client, loadFlow().selection ?? defaultQuoteOf(bridge.options()), {
    whileAsking: preloadFormats,
  }).then((asked) => {
    if (!asked) whenIdle(preloadFormats);
  });
const quoteRead = prefetch();
const stop = bridge.onOptions(() => {
  stop();
  void prefetch();
});

/**
 * The partner's starting choices against what its payment methods trade, at mount and after each change of the
 * options: a currency not traded is refused before the customer opens the quote, not once they do. (The quote view
 * refuses the same; the bridge tells each refusal once.) A failed read of the configuration the quote view shows.
 */
const checkChoices = () =>
  queryClient
    .ensureQueryData(configQueryOptions(client))
    .then(async (config) => {
      const { refusedChoices } = await loadQuoteExtras();
      for (const refused of refusedChoices(config, defaultQuoteOf(bridge.options())))
        tellHost(bridge, { type: 'optionRefused', ...refused });
    })
    .catch(() => {});
void checkChoices();
bridge.onOptions(checkChoices);

/** The longest the first render waits for what the first screen shows (see {@link firstScreenReady}). */
const FIRST_RENDER_WAIT_MS = 300;

const translated = new Promise<void>((resolve) => {
  if (i18n.isInitialized) resolve();
  else i18n.on('initialized', () => resolve());
});

/**
 * Settles when the first screen has what it shows (its words, the session, the priced quote), or after
 * {@link FIRST_RENDER_WAIT_MS}, whichever comes first. Rendering before then drew the same screen three times
 * in a row (empty, a spinner, the quote without its price), each pass a render of the whole app; the wait is
 * bounded, so a slow network still gets the spinner rather than a blank frame.
 */
export const firstScreenReady: Promise<unknown> = Promise.race([
  Promise.all([translated, sessionRead, quoteRead]),
  new Promise((resolve) => setTimeout(resolve, FIRST_RENDER_WAIT_MS)),
]);
