// `node --import tsx bench/ab-widget.ts --a=<dir> --b=<dir> [--runs=12]`: script tag → quote visible for two
// builds, interleaved (A B, B A, A B …) in one browser, so the machine's drift and its other load fall on both alike.
// Each directory is a checkout with its own dist/ (`npm run build` in it); each is started as `npm start` is, on a
// fresh data directory. Prints each side's median and the loads one by one, then the phases' medians side by side.
//   --busy          one busy loop in another process for the whole run (the other core taken)
//   --b-no-settle   B's loads start at once, without waiting for the new window's own work (the bench before
//                   issue 18); with --b=<the same checkout as A>, this measures what that wait changes
import { fork } from 'node:child_process';
import path from 'node:path';
import { spread, widgetLoad } from './browser';
import { launchCdpBrowser } from './cdp-browser';
import { removeDataDirs, startTradekit, type Running } from './processes';
import { RAISED_LIMITS } from './scenarios';

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const runs = Number(arg('runs') ?? 12);
const dirs = { A: arg('a'), B: arg('b') };
if (!dirs.A || !dirs.B) throw new Error('Usage: bench/ab-widget.ts --a=<checkout> --b=<checkout> [--runs=12] [--busy]');

const busy = process.argv.includes('--busy') ? fork('-e', ['for (;;) {}'], { execArgv: [] }) : undefined;
const servers: Record<string, Running> = {};
const browser = await launchCdpBrowser();
try {
  for (const [side, dir] of Object.entries(dirs)) {
    servers[side] = await startTradekit(
      (port) => ({ ...RAISED_LIMITS, ALLOWED_ORIGINS: `http://127.0.0.1:${port}`, TRADEKIT_SKIP_BUILD: '1' }),
      undefined,
      path.resolve(dir!),
    );
  }
  const url = (side: string) => {
    const origin = servers[side]!.url;
    return `${origin.replace('localhost', '127.0.0.1')}/?${new URLSearchParams({ bff: origin, amount: '100' })}`;
  };
  const results: Record<string, { headline: Record<string, number>; phases: Record<string, number> }[]> = {
    A: [],
    B: [],
  };
  // One load of each first, not counted (the servers' first requests compile and warm their caches).
  for (const side of ['A', 'B']) await widgetLoad(browser, url(side));
  for (let i = 0; i < runs; i++) {
    for (const side of i % 2 ? ['B', 'A'] : ['A', 'B']) {
      const settle = side === 'A' || !process.argv.includes('--b-no-settle');
      results[side]!.push(await widgetLoad(browser, url(side), { settle }));
    }
  }
  for (const key of ['script tag → quote visible', 'Chromium CPU time, navigation → ready']) {
    for (const [side, loads] of Object.entries(results)) {
      const values = loads.map((load) => load.headline[key]!);
      const { medianMs, minMs, maxMs } = spread(values);
      console.log(`${side} (${dirs[side as 'A' | 'B']}): ${key} median ${medianMs} ms (${minMs}–${maxMs})`);
      console.log(`   ${values.map((v) => Math.round(v)).join(' ')}`);
    }
  }
  const phases = [...new Set(results.A!.flatMap((load) => Object.keys(load.phases)))];
  const medianOf = (side: string, phase: string) => {
    const values = results[side]!.map((load) => load.phases[phase]).filter((v): v is number => v !== undefined);
    return values.length ? spread(values).medianMs.toFixed(0) : '-';
  };
  console.log(`\n${'moment (median ms after navigation start)'.padEnd(50)}      A      B`);
  for (const phase of phases)
    console.log(
      `${phase.slice(0, 50).padEnd(50)} ${medianOf('A', phase).padStart(6)} ${medianOf('B', phase).padStart(6)}`,
    );
} finally {
  await browser.close();
  busy?.kill();
  for (const server of Object.values(servers)) await server.stop();
  removeDataDirs();
}
