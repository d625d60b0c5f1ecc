// `node --import tsx bench/trace-widget.ts`: the bench's widget load (bench/browser.ts, widgetLoad) a few times,
// with a Chromium trace of the last load: when each of the widget's files was asked for, answered and finished
// (what the browser's network stack saw, not the page's resource timing), and the long tasks of the widget's
// renderer. For finding where a slow machine's load goes; timings that count are `npm run bench`'s.
//   --runs=N            loads before the traced one (default 3; the first warms the server up)
//   --trace=FILE        also writes the whole trace (chrome://tracing, Perfetto)
//   --busy              one busy loop in another process for the whole run (the other core taken)
//   --no-settle         navigate at once, without waiting for the new window's own work to end (the old bench)
//   --bff=URL           a running server (its ALLOWED_ORIGINS must allow the 127.0.0.1 twin of its origin)
import { fork } from 'node:child_process';
import fs from 'node:fs';
import { widgetLoad } from './browser';
import { launchCdpBrowser, type CdpBrowser } from './cdp-browser';
import { removeDataDirs, startTradekit } from './processes';
import { RAISED_LIMITS } from './scenarios';

const arg = (name: string) =>
  process.argv.find((a) => a.startsWith(`--${name}`))?.replace(new RegExp(`^--${name}=?`), '') ?? undefined;
const runs = Number(arg('runs') ?? 3);
const traceFile = arg('trace');
const busy = arg('busy') !== undefined;

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: Record<string, unknown>; beginData?: Record<string, unknown> } & Record<string, unknown>;
}

async function traced<T>(browser: CdpBrowser, run: () => Promise<T>): Promise<{ result: T; events: TraceEvent[] }> {
  await browser.send('Tracing.start', {
    transferMode: 'ReturnAsStream',
    traceConfig: {
      includedCategories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'blink.resource',
        'loading',
        'navigation',
        'toplevel',
        'v8.execute',
        'blink.user_timing',
        'netlog',
        'disabled-by-default-netlog',
      ],
    },
  });
  const result = await run();
  const complete = new Promise<{ stream: string }>((resolve) => {
    const stop = browser.on('Tracing.tracingComplete', (params) => {
      stop();
      resolve(params as { stream: string });
    });
  });
  await browser.send('Tracing.end');
  const { stream } = await complete;
  let text = '';
  for (;;) {
    const chunk = await browser.send<{ data: string; eof: boolean; base64Encoded?: boolean }>('IO.read', {
      handle: stream,
      size: 1 << 20,
    });
    text += chunk.base64Encoded ? Buffer.from(chunk.data, 'base64').toString('utf8') : chunk.data;
    if (chunk.eof) break;
  }
  await browser.send('IO.close', { handle: stream });
  if (traceFile) fs.writeFileSync(traceFile, text);
  const parsed = JSON.parse(text) as TraceEvent[] | { traceEvents: TraceEvent[] };
  return { result, events: Array.isArray(parsed) ? parsed : parsed.traceEvents };
}

/** What the trace says about the widget's load, in ms after the partner page's navigation start. */
function summarize(events: TraceEvent[]): string[] {
  const lines: string[] = [];
  const navigation = events.find(
    (e) => e.name === 'navigationStart' && String(e.args?.data?.documentLoaderURL ?? '').includes('127.0.0.1'),
  );
  const zero = navigation?.ts ?? Math.min(...events.filter((e) => e.ts > 0).map((e) => e.ts));
  const ms = (ts: number) => ((ts - zero) / 1000).toFixed(1).padStart(7);
  const requests = new Map<
    string,
    { url: string; sent?: number; response?: number; finish?: number; bytes?: number }
  >();
  for (const event of events) {
    const data = event.args?.data;
    const id = data?.requestId as string | undefined;
    if (!id) continue;
    const entry = requests.get(id) ?? { url: '' };
    if (event.name === 'ResourceSendRequest') {
      entry.url = String(data?.url);
      entry.sent = event.ts;
    } else if (event.name === 'ResourceReceiveResponse') entry.response = event.ts;
    else if (event.name === 'ResourceFinish') {
      entry.finish = event.ts;
      entry.bytes = Number(data?.encodedDataLength);
    }
    requests.set(id, entry);
  }
  lines.push('request (ms after the partner page navigation start)          sent  response  finished   bytes');
  for (const r of [...requests.values()].sort((a, b) => (a.sent ?? 0) - (b.sent ?? 0))) {
    if (!r.sent || !r.url.startsWith('http')) continue;
    const url = new URL(r.url);
    const name = `${url.host.startsWith('127') ? 'page ' : 'bff  '}${url.pathname}`.slice(0, 55).padEnd(55);
    lines.push(
      `${name} ${ms(r.sent)}  ${r.response ? ms(r.response) : '      -'}   ${r.finish ? ms(r.finish) : '      -'}  ${String(r.bytes ?? '').padStart(7)}`,
    );
  }
  // The widget renderer: the process whose main thread parsed the widget's HTML.
  const parse = events.find((e) => e.name === 'ParseHTML' && String(e.args?.beginData?.url ?? '').includes('/widget/'));
  if (parse) {
    lines.push('', 'widget renderer main thread, tasks over 3 ms (start, duration, what ran inside)');
    const thread = events.filter((e) => e.pid === parse.pid && e.tid === parse.tid && e.ph === 'X');
    for (const task of thread.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) > 3000 && e.ts >= zero)) {
      const inside = thread
        .filter((e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= task.ts + (task.dur ?? 0))
        .filter((e) => (e.dur ?? 0) > 1000)
        .slice(0, 6)
        .map((e) => {
          const url = String(e.args?.data?.url ?? e.args?.beginData?.url ?? '')
            .split('/')
            .pop();
          return `${e.name}${url ? `(${url.slice(0, 30)})` : ''} ${((e.dur ?? 0) / 1000).toFixed(1)}`;
        });
      lines.push(`${ms(task.ts)} ${(((task.dur ?? 0) / 1000).toFixed(1) + ' ms').padStart(9)}  ${inside.join(', ')}`);
    }
  }
  const shown = events.find((e) => e.name === 'tradekit:quote-shown');
  if (shown) lines.push('', `quote shown mark ${ms(shown.ts)}`);
  return lines;
}

const busyLoop = busy ? fork('-e', ['for (;;) {}'], { execArgv: [] }) : undefined;
const given = arg('bff');
const server = given
  ? undefined
  : await startTradekit((port) => ({ ...RAISED_LIMITS, ALLOWED_ORIGINS: `http://127.0.0.1:${port}` }));
const widgetOrigin = given ?? server!.url;
const partnerUrl = `${widgetOrigin.replace('localhost', '127.0.0.1')}/?${new URLSearchParams({ bff: widgetOrigin, amount: '100' })}`;
const browser = await launchCdpBrowser();
try {
  const load = async () => {
    const run = await widgetLoad(browser, partnerUrl, { settle: arg('no-settle') === undefined });
    const h = run.headline;
    console.log(
      `script tag → quote ${h['script tag → quote visible']!.toFixed(0)} ms; ` +
        Object.entries(run.phases)
          .filter(([name]) => /widget HTML|JS and CSS|quote shown/.test(name))
          .map(([name, t]) => `${name} ${t.toFixed(0)}`)
          .join(', '),
    );
  };
  for (let i = 0; i < runs; i++) await load();
  const { events } = await traced(browser, load);
  console.log(summarize(events).join('\n'));
} finally {
  await browser.close();
  busyLoop?.kill();
  await server?.stop();
  removeDataDirs();
}
