// `npm run bench`: sizes, server throughput and latency next to a baseline measured in the same run, browser
// timings, and how costs grow. Writes bench/results.json and prints a table. Timings never gate `npm test`.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { measureLoader, measurePage, measureReactWrapper, SIZE_BUDGETS } from './bundle-sizes';
import { growth } from './growth';
import { LOAD_SETTINGS, measure, type LoadResult } from './load';
import { root, startBaseline, startTradekit } from './processes';
import { serverScenarios, RAISED_LIMITS } from './scenarios';

interface SizeRow {
  name: string;
  bytes: number | null;
  budget: number;
  note?: string;
}

const commit = (() => {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root }).toString().trim();
  } catch {
    return 'unknown';
  }
})();

async function sizes(): Promise<SizeRow[]> {
  execFileSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'ignore' });
  const dist = path.join(root, 'dist');
  const page = (file: string) => (fs.existsSync(path.join(dist, file)) ? measurePage(dist, file).bytes : null);
  return [
    { name: 'loader (tradekit.js)', bytes: (await measureLoader()).bytes, budget: SIZE_BUDGETS.loader },
    { name: 'React wrapper', bytes: (await measureReactWrapper()).bytes, budget: SIZE_BUDGETS.reactWrapper },
    { name: 'widget first view (JS+CSS)', bytes: page('widget/index.html'), budget: SIZE_BUDGETS.firstView },
    {
      name: 'payment page (JS+CSS)',
      bytes: page('pay/index.html'),
      budget: SIZE_BUDGETS.paymentPage,
      note: 'not built yet',
    },
  ];
}

async function throughput(): Promise<{
  baseline: LoadResult;
  scenarios: (LoadResult | { name: string; skipped: string })[];
}> {
  const baselineServer = await startBaseline();
  const baseline = await measure({ name: 'baseline: bare Fastify hello-world', url: `${baselineServer.url}/` });
  await baselineServer.stop();

  const server = await startTradekit(RAISED_LIMITS);
  const results: (LoadResult | { name: string; skipped: string })[] = [];
  try {
    for (const scenario of await serverScenarios(server.url, server.dataDir)) {
      if ('skipped' in scenario) {
        results.push(scenario);
        continue;
      }
      const result = await measure(scenario);
      result.ratioToBaseline = round(result.requestsPerSecond / baseline.requestsPerSecond);
      result.p99RatioToBaseline = round(result.p99Ms / Math.max(baseline.p99Ms, 1));
      results.push(result);
    }
  } finally {
    await server.stop();
  }
  return { baseline, scenarios: results };
}

const round = (n: number) => Math.round(n * 100) / 100;
const kb = (bytes: number | null) => (bytes === null ? 'n/a' : `${(bytes / 1024).toFixed(2)} KB`);

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  return rows.map((r) => `| ${r.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`).join('\n');
}

/** `npm run bench -- --only=load,growth` runs some parts (while working on one); results.json is for full runs. */
const only = process.argv
  .find((arg) => arg.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
const runs = (part: string) => !only || only.includes(part);

const started = Date.now();
const sizeRows = runs('sizes') ? await sizes() : [];
const load = runs('load') ? await throughput() : undefined;
const growthRows = runs('growth') ? await growth() : [];
const results = {
  commit,
  measuredAt: new Date().toISOString(),
  machine: { cpus: (await import('node:os')).cpus().length, node: process.version },
  load: { ...LOAD_SETTINGS, rateLimits: RAISED_LIMITS },
  sizes: sizeRows,
  throughput: load,
  growth: growthRows,
  seconds: Math.round((Date.now() - started) / 1000),
};
if (!only) fs.writeFileSync(path.join(root, 'bench/results.json'), `${JSON.stringify(results, null, 2)}\n`);

console.log(`\nTradekit benchmark, commit ${commit}, ${results.machine.cpus} cores, ${process.version}\n`);
if (sizeRows.length)
  console.log(
    table([
      ['size (gzip)', 'measured', 'budget', 'within'],
      ...sizeRows.map((r) => [
        r.name,
        kb(r.bytes),
        kb(r.budget),
        r.bytes === null ? (r.note ?? 'n/a') : r.bytes <= r.budget ? 'yes' : 'NO',
      ]),
    ]),
  );
if (load)
  console.log(
    `\nServer (autocannon, ${LOAD_SETTINGS.connections} connections, ${LOAD_SETTINGS.durationSeconds} s each; ` +
      `rate limits raised by configuration: ${Object.entries(RAISED_LIMITS)
        .map(([k, v]) => `${k}=${v}`)
        .join(', ')})\n`,
  );
const row = (r: LoadResult) => [
  r.name,
  String(r.requestsPerSecond),
  r.p50Ms.toFixed(1),
  r.p99Ms.toFixed(1),
  r.ratioToBaseline === undefined ? '1.00' : r.ratioToBaseline.toFixed(2),
  String(r.failures),
];
if (load)
  console.log(
    table([
      ['scenario', 'req/s', 'p50 ms', 'p99 ms', '× baseline', 'failures'],
      row(load.baseline),
      ...load.scenarios.map((s) => ('skipped' in s ? [s.name, 'not measured', s.skipped, '', '', ''] : row(s))),
    ]),
  );
const first = growthRows[0];
if (first) console.log('\nMerchant API latency as invoices grow (p50 / p99 ms; ratio of p99 to the 1k figure)\n');
if (first)
  console.log(
    table([
      ['invoices', 'list p50', 'list p99', 'list p99 × 1k', 'get p50', 'get p99', 'get p99 × 1k', 'failures'],
      ...growthRows.map((g) => [
        String(g.invoices),
        g.list.p50Ms.toFixed(1),
        g.list.p99Ms.toFixed(1),
        (g.list.p99Ms / Math.max(first.list.p99Ms, 1)).toFixed(2),
        g.get.p50Ms.toFixed(1),
        g.get.p99Ms.toFixed(1),
        (g.get.p99Ms / Math.max(first.get.p99Ms, 1)).toFixed(2),
        String(g.list.failures + g.get.failures),
      ]),
    ]),
  );
console.log(
  only
    ? `\nRan ${only.join(', ')} in ${results.seconds} s (results.json is written by full runs only).`
    : `\nWrote bench/results.json in ${results.seconds} s.`,
);
