// Browser timings in Chromium, each a cold load in a fresh browser context (empty cache, no cookies): the demo
// partner page's script tag to the widget's `ready` event and to a priced quote shown inside the iframe, and a
// payment simulated in the sandbox to the payment page showing paid. Every moment is stamped inside the page that
// sees it (performance.timeOrigin + now()) and mapped onto this process's clock by a measured offset per frame,
// so a figure never includes the driver's own round trips. The widget loads are driven over the DevTools
// protocol with nothing attached to the widget's frame while it loads (bench/cdp-browser.ts says why); the
// payment page, one frame, through Playwright.
import http from 'node:http';
import { chromium, type Browser, type Frame } from 'playwright-core';
import { chromiumLaunchOptions } from '../e2e/chromium';
import { QUOTE_SHOWN_MARK } from '../src/features/quote/quote-shown-mark';
import { evaluate, launchCdpBrowser, settleProcesses, type CdpBrowser } from './cdp-browser';
import { nodeNow, openEventStream, paymentSide, type PaymentSide } from './payments';
import { startTradekit } from './processes';
import { RAISED_LIMITS } from './scenarios';

export const BROWSER_SETTINGS = {
  runs: 10,
  /** One load of each kind first, not counted: the server's first requests compile and warm its caches. */
  warmUpRuns: 1,
  /** The partner page's starting amount: the quote opens priced (public/index.html reads ?amount=). */
  amount: '100',
  goals: { scriptTagToQuoteMs: 400, paymentToPaidMs: 500 },
} as const;

export interface Spread {
  medianMs: number;
  minMs: number;
  maxMs: number;
}

export interface BrowserTiming extends Spread {
  name: string;
  goalMs?: number;
}

export interface BrowserResult {
  settings: typeof BROWSER_SETTINGS & { partnerOrigin: string; widgetOrigin: string };
  timings: BrowserTiming[];
  /** Where the time of a widget load goes: each moment in ms after the partner page's navigation start. */
  widgetPhases: BrowserTiming[];
  /** Where the time from payment to paid goes, in ms after the payment request was sent. */
  paymentPhases: BrowserTiming[];
}

/**
 * Runs in the partner page and the payment page before their own scripts and stamps the moments the benchmark
 * needs. The widget's frame is not instrumented: its moments come from its own performance timeline, read after
 * its load (see widgetLoad).
 */
const INSTRUMENT = `(() => {
  const marks = {};
  const waiting = {};
  Object.defineProperty(window, '__tkBench', { value: marks });
  // Resolves once a moment is stamped: the bench waits on this instead of polling, which ran on every frame and
  // took CPU from the load it measured.
  Object.defineProperty(window, '__tkBenchWhen', {
    value: (name) => marks[name] !== undefined ? Promise.resolve() : new Promise((resolve) => (waiting[name] ??= []).push(resolve)),
  });
  const mark = (name) => {
    if (marks[name] !== undefined) return;
    marks[name] = performance.timeOrigin + performance.now();
    for (const resolve of waiting[name] ?? []) resolve();
  };
  const watch = (check, attributeFilter) => {
    const observer = new MutationObserver(() => { if (check()) observer.disconnect(); });
    observer.observe(document, { childList: true, subtree: true, attributes: true, attributeFilter });
  };
  const path = location.pathname;
  if (path.startsWith('/pay/')) {
    watch(() => {
      const main = document.querySelector('main.tk-invoice');
      if (!main) return false;
      mark('rendered');
      if (main.dataset.live === 'stream') mark('live');
      if (main.dataset.state === 'paid') { mark('paid'); return true; }
      return false;
    }, ['data-state', 'data-live']);
  } else if (!path.startsWith('/widget/')) {
    // The partner page: the loader announces itself by replacing the queueing stub with { mount, version }.
    let value;
    Object.defineProperty(window, 'Tradekit', {
      configurable: true,
      get: () => value,
      set: (next) => { if (next && 'version' in next) mark('loaderRan'); value = next; },
    });
    watch(() => {
      for (const item of document.querySelectorAll('#events li[data-event]')) mark('event:' + item.dataset.event);
      return false;
    }, []);
  }
})();`;

type Marks = Record<string, number>;

interface FrameTimes {
  timeOrigin: number;
  navigationResponseEnd: number;
  resources: { path: string; initiatorType: string; startTime: number; responseEnd: number }[];
  marks: Marks;
}

/**
 * Runs a function inside a page and resolves to what it returns (awaited): through Playwright for the payment page,
 * over the protocol for the widget's frames. A function, not a string: the pages' CSP forbids eval.
 */
type InPage = <T>(fn: (arg: string) => T | Promise<T>, arg?: string) => Promise<T>;

const playwrightPage =
  (frame: Frame): InPage =>
  (fn, arg = '') =>
    frame.evaluate(fn, arg) as never;

const protocolPage =
  (browser: CdpBrowser, sessionId: string): InPage =>
  (fn, arg = '') =>
    evaluate(browser, sessionId, `(${fn.toString()})(${JSON.stringify(arg)})`);

/** The frame's stamps, its navigation and its resource timings, all in the frame's own clock. */
function frameTimes(inPage: InPage): Promise<FrameTimes> {
  return inPage(() => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    return {
      timeOrigin: performance.timeOrigin,
      navigationResponseEnd: nav?.responseEnd ?? NaN,
      resources: (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((r) => ({
        path: new URL(r.name).pathname,
        initiatorType: r.initiatorType,
        startTime: r.startTime,
        responseEnd: r.responseEnd,
      })),
      marks: { ...(window as unknown as { __tkBench?: Marks }).__tkBench },
    };
  });
}

/**
 * How far the frame's clock is ahead of this process's: the round trip with the smallest delay of a few, its
 * midpoint taken as the moment the frame read its clock. The error is at most half that round trip (about 1 ms).
 */
async function clockOffset(inPage: InPage): Promise<number> {
  let best = { roundTrip: Infinity, offset: 0 };
  for (let i = 0; i < 5; i++) {
    const before = nodeNow();
    const inFrame = await inPage(() => performance.timeOrigin + performance.now());
    const after = nodeNow();
    if (after - before < best.roundTrip) best = { roundTrip: after - before, offset: inFrame - (before + after) / 2 };
  }
  return best.offset;
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

const round1 = (n: number) => Math.round(n * 10) / 10;

export function spread(values: number[]): Spread {
  return {
    medianMs: round1(median(values)),
    minMs: round1(Math.min(...values)),
    maxMs: round1(Math.max(...values)),
  };
}

/** Moments of one run by name; a moment missing from a run (a request the app did not make) is left out. */
type Run = Record<string, number>;

function summarize(runs: Run[], goals: Record<string, number> = {}): BrowserTiming[] {
  const names = [...new Set(runs.flatMap((run) => Object.keys(run)))];
  return names
    .map((name) => {
      const values = runs.map((run) => run[name]).filter((v): v is number => v !== undefined && Number.isFinite(v));
      return { name, ...spread(values), ...(goals[name] !== undefined && { goalMs: goals[name] }) };
    })
    .filter((timing) => Number.isFinite(timing.medianMs));
}

/** Waits until the page has stamped `mark`: one call that the page answers when it stamps it, nothing polled. */
async function waitForMark(inPage: InPage, mark: string, what: string): Promise<void> {
  await withTimeout(
    inPage((name) => (window as unknown as { __tkBenchWhen(n: string): Promise<void> }).__tkBenchWhen(name), mark),
    `browser benchmark: gave up waiting for ${what}`,
  );
}

async function withTimeout<T>(promise: Promise<T>, what: string, ms = 20_000): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      promise,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`${what} after ${ms / 1000} s`)), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * When the widget's frame showed its first priced quote, in the frame's own clock: the quote view's User Timing
 * mark (QUOTE_SHOWN_MARK, src/features/quote/quote-view.tsx), made as React puts the price in the document.
 */
const quoteShownAt = (markName: string) =>
  new Promise<number>((resolve) => {
    new PerformanceObserver((list, observer) => {
      const mark = list.getEntriesByName(markName)[0];
      if (!mark) return;
      observer.disconnect();
      resolve(mark.startTime);
    }).observe({ type: 'mark', buffered: true });
  });

/**
 * One cold load of the partner page in a fresh browser context: the widget's moments in ms after the page's
 * navigation start. Only the partner page is instrumented while it loads; the widget's frame, in a process of its
 * own (the page and the widget are on two sites), is attached to once the page has heard its quoteChanged and
 * ready events, and its timeline read then (exported for A/B runs of two builds).
 */
export async function widgetLoad(
  browser: CdpBrowser,
  partnerUrl: string,
  { settle = true }: { settle?: boolean } = {},
): Promise<{ headline: Run; phases: Run }> {
  const { browserContextId } = await browser.send<{ browserContextId: string }>('Target.createBrowserContext');
  try {
    const { targetId } = await browser.send<{ targetId: string }>('Target.createTarget', {
      url: 'about:blank',
      browserContextId,
    });
    const { sessionId } = await browser.send<{ sessionId: string }>('Target.attachToTarget', {
      targetId,
      flatten: true,
    });
    // Page.navigate answers only with the Page domain on.
    await browser.send('Page.enable', {}, sessionId);
    await browser.send('Page.addScriptToEvaluateOnNewDocument', { source: INSTRUMENT }, sessionId);
    // A new context opens a new window, and Chromium builds each window's omnibox popup (a WebUI page of some 300
    // files in a renderer of its own) right then: 0.5-0.7 s of CPU that ran during the load it measured, on the
    // same 2 cores. A customer's browser has its window already: the load starts once the browser is quiet.
    if (settle) await browser.settle();
    const cpuAtStart = browser.cpuMs();
    await browser.send('Page.navigate', { url: partnerUrl }, sessionId);
    const hostPage = protocolPage(browser, sessionId);
    // The instrument exists from the partner page's first script on; until then this still reads about:blank.
    const given = Date.now();
    while (
      !(await hostPage(() => typeof (window as unknown as { __tkBenchWhen?: unknown }).__tkBenchWhen === 'function'))
    ) {
      if (Date.now() - given > 20_000)
        throw new Error(`browser benchmark: the partner page did not open: ${partnerUrl}`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await waitForMark(hostPage, 'event:quoteChanged', 'the quoteChanged event at the partner page');
    await waitForMark(hostPage, 'event:ready', 'the ready event at the partner page');
    const cpuUsed = browser.cpuMs() - cpuAtStart;

    const { targetInfos } = await browser.send<{
      targetInfos: { targetId: string; type: string; url: string; browserContextId?: string }[];
    }>('Target.getTargets');
    const frameTarget = targetInfos.find(
      (t) => t.type === 'iframe' && t.browserContextId === browserContextId && t.url.includes('/widget/'),
    );
    if (!frameTarget)
      throw new Error('browser benchmark: the widget iframe is missing, or not in a process of its own');
    const attached = await browser.send<{ sessionId: string }>('Target.attachToTarget', {
      targetId: frameTarget.targetId,
      flatten: true,
    });
    const widgetPage = protocolPage(browser, attached.sessionId);
    const quoteShown = await withTimeout(
      widgetPage(quoteShownAt, QUOTE_SHOWN_MARK),
      'browser benchmark: gave up waiting for the quote',
    );

    const [host, widget, hostOffset, widgetOffset] = [
      await frameTimes(hostPage),
      await frameTimes(widgetPage),
      await clockOffset(hostPage),
      await clockOffset(widgetPage),
    ];
    // Every moment on this process's clock, then relative to the partner page's navigation start.
    const zero = host.timeOrigin - hostOffset;
    const fromHost = (t: number) => t - hostOffset - zero;
    const hostRel = (t: number) => fromHost(host.timeOrigin + t);
    const widgetRel = (t: number) => widget.timeOrigin + t - widgetOffset - zero;

    const loader = host.resources.find((r) => r.path.endsWith('/tradekit.js'));
    if (!loader) throw new Error('browser benchmark: the page did not load tradekit.js');
    const scriptTag = hostRel(loader.startTime);
    const ready = fromHost(host.marks['event:ready']!);
    const quote = widgetRel(quoteShown);

    const phases: Run = {
      'partner page HTML received': hostRel(host.navigationResponseEnd),
      'script tag: tradekit.js requested': scriptTag,
      'tradekit.js received': hostRel(loader.responseEnd),
      'loader ran, iframe inserted': fromHost(host.marks.loaderRan!),
      'widget HTML received': widgetRel(widget.navigationResponseEnd),
    };
    // The app's files: those asked for before the quote showed (the app renders once, with the quote), then each
    // chunk it loads later (flows, locales), by name without the content hash.
    const assets = widget.resources.filter((r) => !r.path.startsWith('/api/'));
    const initial = assets.filter((r) => r.startTime < quoteShown);
    if (initial.length) {
      phases['widget JS and CSS requested'] = Math.min(...initial.map((r) => widgetRel(r.startTime)));
      phases['widget JS and CSS received'] = Math.max(...initial.map((r) => widgetRel(r.responseEnd)));
    }
    for (const chunk of assets.filter((r) => r.startTime >= quoteShown)) {
      const name = `${chunk.path
        .split('/')
        .pop()!
        .replace(/-[\w-]{8}(\.\w+)$/, '$1')} (loaded later)`;
      phases[`${name} requested`] = Math.min(phases[`${name} requested`] ?? Infinity, widgetRel(chunk.startTime));
      phases[`${name} received`] = Math.max(phases[`${name} received`] ?? -Infinity, widgetRel(chunk.responseEnd));
    }
    phases['ready event at the partner page'] = ready;
    for (const call of widget.resources.filter((r) => r.path.startsWith('/api/'))) {
      const name = `${call.path} answered`;
      phases[`${call.path} requested`] ??= widgetRel(call.startTime);
      phases[name] ??= widgetRel(call.responseEnd);
    }
    phases['quote shown in the widget'] = quote;
    phases['quoteChanged event at the partner page'] = fromHost(host.marks['event:quoteChanged']!);

    return {
      headline: {
        'navigation start → widget ready': ready,
        'script tag → widget ready': ready - scriptTag,
        'navigation start → quote visible': quote,
        'script tag → quote visible': quote - scriptTag,
        // All of Chromium's processes, from the navigation to the ready event (10 ms steps): what the load cost
        // the machine's cores, whichever process spent it.
        'Chromium CPU time, navigation → ready': cpuUsed,
      },
      phases,
    };
  } finally {
    await browser.send('Target.disposeBrowserContext', { browserContextId });
  }
}

/** One payment page: opened cold, live on its event stream, then paid from here; ms after the payment was sent. */
async function paymentRun(
  browser: Browser,
  side: PaymentSide,
  agent: http.Agent,
): Promise<{ headline: Run; phases: Run }> {
  const invoice = await side.createInvoice();
  const context = await browser.newContext();
  // A second reader of the same stream, here in Node: splits the server's part from the page's.
  const stream = openEventStream(side.bffUrl, invoice.token, agent);
  try {
    await context.addInitScript(INSTRUMENT);
    const page = await context.newPage();
    // As for the widget: the new window's own work (its omnibox popup) is over before the page loads. Playwright
    // runs Chromium as a child of this process, so this waits on this process's tree (the idle server's too).
    await settleProcesses(process.pid);
    await page.goto(invoice.paymentUrl, { waitUntil: 'commit' });
    const inPage = playwrightPage(page.mainFrame());
    await waitForMark(inPage, 'live', 'the payment page to go live');
    await stream.opened;
    const offset = await clockOffset(inPage);
    const loadTimes = await frameTimes(inPage);

    const sent = nodeNow();
    await side.pay(invoice);
    const answered = nodeNow();
    const atNode = await stream.reached('paid');
    await waitForMark(inPage, 'paid', 'the payment page to show paid');
    const paid = (await frameTimes(inPage)).marks.paid! - offset - sent;
    return {
      headline: {
        'payment → payment page shows paid': paid,
        'payment page: navigation start → live (stream open)': loadTimes.marks.live! - loadTimes.timeOrigin,
      },
      phases: {
        'sandbox payment request answered': answered - sent,
        'event reached a Node reader of the stream': atNode - sent,
        'payment page shows paid': paid,
      },
    };
  } finally {
    stream.close();
    await context.close();
  }
}

export async function browserTimings(): Promise<BrowserResult> {
  // The partner page and the widget on two origins, as in production and in the e2e runs: the page on 127.0.0.1,
  // the BFF on localhost, the page's origin allowed to embed the widget.
  const server = await startTradekit((port) => ({ ...RAISED_LIMITS, ALLOWED_ORIGINS: `http://127.0.0.1:${port}` }));
  const widgetOrigin = server.url;
  const partnerOrigin = widgetOrigin.replace('localhost', '127.0.0.1');
  const partnerUrl = `${partnerOrigin}/?${new URLSearchParams({ bff: widgetOrigin, amount: BROWSER_SETTINGS.amount })}`;
  const agent = new http.Agent({ keepAlive: false });
  const side = paymentSide(server.dataDir);
  let browser: Browser | undefined;
  try {
    const widgetRuns: { headline: Run; phases: Run }[] = [];
    const paymentRuns: { headline: Run; phases: Run }[] = [];
    const widgetBrowser = await launchCdpBrowser();
    try {
      for (let i = 0; i < BROWSER_SETTINGS.warmUpRuns + BROWSER_SETTINGS.runs; i++) {
        const run = await widgetLoad(widgetBrowser, partnerUrl);
        if (i >= BROWSER_SETTINGS.warmUpRuns) widgetRuns.push(run);
      }
    } finally {
      await widgetBrowser.close();
    }
    // The payment page is one frame: Playwright's attach to it is done before its navigation starts.
    browser = await chromium.launch({ ...chromiumLaunchOptions, headless: true });
    for (let i = 0; i < BROWSER_SETTINGS.warmUpRuns + BROWSER_SETTINGS.runs; i++) {
      const run = await paymentRun(browser, side, agent);
      if (i >= BROWSER_SETTINGS.warmUpRuns) paymentRuns.push(run);
    }
    const { goals } = BROWSER_SETTINGS;
    return {
      settings: { ...BROWSER_SETTINGS, partnerOrigin, widgetOrigin },
      timings: [
        ...summarize(
          widgetRuns.map((r) => r.headline),
          { 'script tag → quote visible': goals.scriptTagToQuoteMs },
        ),
        ...summarize(
          paymentRuns.map((r) => r.headline),
          { 'payment → payment page shows paid': goals.paymentToPaidMs },
        ),
      ],
      widgetPhases: summarize(widgetRuns.map((r) => r.phases)).sort((a, b) => a.medianMs - b.medianMs),
      paymentPhases: summarize(paymentRuns.map((r) => r.phases)).sort((a, b) => a.medianMs - b.medianMs),
    };
  } finally {
    agent.destroy();
    await browser?.close();
    await server.stop();
  }
}
