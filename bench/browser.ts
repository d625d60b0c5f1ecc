// Browser timings in Chromium, each a cold load in a fresh browser context (empty cache, no cookies): the demo
// partner page's script tag to the widget's `ready` event and to a priced quote shown inside the iframe, and a
// payment simulated in the sandbox to the payment page showing paid. Every moment is stamped inside the page that
// sees it (performance.timeOrigin + now()) and mapped onto this process's clock by a measured offset per frame,
// so a figure never includes Playwright's own round trips.
import http from 'node:http';
import { chromium, type Browser, type Frame, type Page } from 'playwright-core';
import { chromiumLaunchOptions } from '../e2e/chromium';
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
 * Runs in every frame of every context before the page's own scripts: stamps the moments the benchmark needs,
 * and, should the widget show its opening screen (it does not when the partner passes an amount, as the bench
 * does), presses "Get a quote" the moment it appears (a user with no think time).
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
  if (path.startsWith('/widget/')) {
    watch(() => {
      if (document.querySelector('#root > *')) mark('appRendered');
      if (marks.clicked === undefined) {
        const start = [...document.querySelectorAll('.tk-widget button')].find((b) => b.textContent.trim() === 'Get a quote');
        if (start) { mark('clicked'); start.click(); }
      }
      if (document.querySelector('.tk-summary[data-state="current"]')) { mark('quoteVisible'); return true; }
      return false;
    }, ['data-state']);
  } else if (path.startsWith('/pay/')) {
    watch(() => {
      const main = document.querySelector('main.tk-invoice');
      if (!main) return false;
      mark('rendered');
      if (main.dataset.live === 'stream') mark('live');
      if (main.dataset.state === 'paid') { mark('paid'); return true; }
      return false;
    }, ['data-state', 'data-live']);
  } else {
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

/** The frame's stamps, its navigation and its resource timings, all in the frame's own clock. */
function frameTimes(frame: Frame): Promise<FrameTimes> {
  return frame.evaluate(() => {
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
      marks: { ...(window as unknown as { __tkBench: Marks }).__tkBench },
    };
  });
}

/**
 * How far the frame's clock is ahead of this process's: the round trip with the smallest delay of a few, its
 * midpoint taken as the moment the frame read its clock. The error is at most half that round trip (about 1 ms).
 */
async function clockOffset(frame: Frame): Promise<number> {
  let best = { roundTrip: Infinity, offset: 0 };
  for (let i = 0; i < 5; i++) {
    const before = nodeNow();
    const inFrame = await frame.evaluate(() => performance.timeOrigin + performance.now());
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

/**
 * Waits until the frame has stamped `mark`: one call that the page answers when it stamps it, so nothing runs in
 * the browser while it waits (a function, not a string: the pages' CSP forbids eval).
 */
async function waitForMark(target: Page | Frame, mark: string, what: string): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      target.evaluate(
        (name) => (window as unknown as { __tkBenchWhen(n: string): Promise<void> }).__tkBenchWhen(name),
        mark,
      ),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('no stamp after 20 s')), 20_000);
      }),
    ]);
  } catch (error) {
    throw new Error(`browser benchmark: gave up waiting for ${what}: ${(error as Error).message}`);
  } finally {
    clearTimeout(timer);
  }
}

/** One cold load of the partner page: the widget's moments in ms after the page's navigation start. */
async function widgetLoad(browser: Browser, partnerUrl: string): Promise<{ headline: Run; phases: Run }> {
  const context = await browser.newContext();
  try {
    await context.addInitScript(INSTRUMENT);
    const page = await context.newPage();
    await page.goto(partnerUrl, { waitUntil: 'commit' });
    await waitForMark(page, 'event:quoteChanged', 'the quoteChanged event at the partner page');
    const frame = page.frames().find((f) => f.url().includes('/widget/'));
    if (!frame) throw new Error('browser benchmark: the widget iframe is missing');
    await waitForMark(frame, 'quoteVisible', 'the quote in the widget');

    const [host, widget, hostOffset, widgetOffset] = [
      await frameTimes(page.mainFrame()),
      await frameTimes(frame),
      await clockOffset(page.mainFrame()),
      await clockOffset(frame),
    ];
    // Every moment on this process's clock, then relative to the partner page's navigation start.
    const zero = host.timeOrigin - hostOffset;
    const fromHost = (t: number) => t - hostOffset - zero;
    const fromWidget = (t: number) => t - widgetOffset - zero;
    const hostRel = (t: number) => fromHost(host.timeOrigin + t);
    const widgetRel = (t: number) => fromWidget(widget.timeOrigin + t);

    const loader = host.resources.find((r) => r.path.endsWith('/tradekit.js'));
    if (!loader) throw new Error('browser benchmark: the page did not load tradekit.js');
    const scriptTag = hostRel(loader.startTime);
    const ready = fromHost(host.marks['event:ready']!);
    const quote = fromWidget(widget.marks.quoteVisible!);

    const phases: Run = {
      'partner page HTML received': hostRel(host.navigationResponseEnd),
      'script tag: tradekit.js requested': scriptTag,
      'tradekit.js received': hostRel(loader.responseEnd),
      'loader ran, iframe inserted': fromHost(host.marks.loaderRan!),
      'widget HTML received': widgetRel(widget.navigationResponseEnd),
    };
    // The app's files: those its HTML asks for (requested before the first render), then each chunk it loads
    // later (flows, locales), by name without the content hash.
    const rendered = widget.marks.appRendered! - widget.timeOrigin;
    const assets = widget.resources.filter((r) => !r.path.startsWith('/api/'));
    const initial = assets.filter((r) => r.startTime < rendered);
    if (initial.length) {
      phases['widget JS and CSS requested'] = Math.min(...initial.map((r) => widgetRel(r.startTime)));
      phases['widget JS and CSS received'] = Math.max(...initial.map((r) => widgetRel(r.responseEnd)));
    }
    for (const chunk of assets.filter((r) => r.startTime >= rendered)) {
      const name = `${chunk.path
        .split('/')
        .pop()!
        .replace(/-[\w-]{8}(\.\w+)$/, '$1')} (loaded later)`;
      phases[`${name} requested`] = Math.min(phases[`${name} requested`] ?? Infinity, widgetRel(chunk.startTime));
      phases[`${name} received`] = Math.max(phases[`${name} received`] ?? -Infinity, widgetRel(chunk.responseEnd));
    }
    phases['widget first render'] = fromWidget(widget.marks.appRendered!);
    phases['ready event at the partner page'] = ready;
    phases['"Get a quote" pressed'] = fromWidget(widget.marks.clicked!);
    for (const call of widget.resources.filter((r) => r.path.startsWith('/api/'))) {
      const name = `${call.path} answered`;
      phases[`${call.path} requested`] ??= widgetRel(call.startTime);
      phases[name] ??= widgetRel(call.responseEnd);
    }
    phases['quote visible in the widget'] = quote;
    phases['quoteChanged event at the partner page'] = fromHost(host.marks['event:quoteChanged']!);

    return {
      headline: {
        'navigation start → widget ready': ready,
        'script tag → widget ready': ready - scriptTag,
        'navigation start → quote visible': quote,
        'script tag → quote visible': quote - scriptTag,
      },
      phases,
    };
  } finally {
    await context.close();
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
    await page.goto(invoice.paymentUrl, { waitUntil: 'commit' });
    await waitForMark(page, 'live', 'the payment page to go live');
    await stream.opened;
    const offset = await clockOffset(page.mainFrame());
    const loadTimes = await frameTimes(page.mainFrame());

    const sent = nodeNow();
    await side.pay(invoice);
    const answered = nodeNow();
    const atNode = await stream.reached('paid');
    await waitForMark(page, 'paid', 'the payment page to show paid');
    const paid = (await frameTimes(page.mainFrame())).marks.paid! - offset - sent;
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
  const browser = await chromium.launch({ ...chromiumLaunchOptions, headless: true });
  const agent = new http.Agent({ keepAlive: false });
  const side = paymentSide(server.dataDir);
  try {
    const widgetRuns: { headline: Run; phases: Run }[] = [];
    const paymentRuns: { headline: Run; phases: Run }[] = [];
    for (let i = 0; i < BROWSER_SETTINGS.warmUpRuns + BROWSER_SETTINGS.runs; i++) {
      const run = await widgetLoad(browser, partnerUrl);
      if (i >= BROWSER_SETTINGS.warmUpRuns) widgetRuns.push(run);
    }
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
    await browser.close();
    await server.stop();
  }
}
