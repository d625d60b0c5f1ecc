// How cost grows with data: Merchant API invoice list and get latency with 1k, 10k and 100k invoices in the
// database. The rows are copies of invoices created through the API (only the address differs, since it is
// unique), written straight into the SQLite file while the server is stopped.
import BetterSqlite3 from 'better-sqlite3';
import path from 'node:path';
import { measure, type LoadResult } from './load';
import { startTradekit } from './processes';
import { merchantOk, merchantSigner, readSandbox } from './scenarios';
import { RAISED_LIMITS } from './scenarios';

export const INVOICE_COUNTS = [1_000, 10_000, 100_000] as const;

export interface GrowthRow {
  invoices: number;
  list: LoadResult;
  get: LoadResult;
}

function growTo(dataDir: string, total: number): void {
  const db = new BetterSqlite3(path.join(dataDir, 'tradekit.sqlite'));
  const columns = (db.prepare('PRAGMA table_info(merchant_invoices)').all() as { name: string }[])
    .map((c) => c.name)
    .filter((name) => name !== 'id');
  const count = db.prepare('SELECT count(*) FROM merchant_invoices').pluck().get() as number;
  // Each copy's address gets a suffix no earlier round used.
  const copied = columns.map((c) => (c === 'btc_address' ? `btc_address || '-' || (n + ${count})` : c)).join(', ');
  db.prepare(
    `WITH RECURSIVE seq(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM seq WHERE n < ?)
     INSERT INTO merchant_invoices (${columns.join(', ')})
     SELECT ${copied} FROM seq, (SELECT * FROM merchant_invoices WHERE original_invoice_id IS NULL ORDER BY id LIMIT 1)`,
  ).run(total - count);
  db.close();
}

export async function growth(): Promise<GrowthRow[]> {
  let server = await startTradekit(RAISED_LIMITS);
  const dataDir = server.dataDir;
  const sandbox = readSandbox(dataDir);
  const auth = merchantSigner(sandbox);
  const created = await fetch(`${sandbox.merchantBaseUrl}/v3/invoices`, {
    method: 'POST',
    headers: { authorization: auth(), 'content-type': 'application/json' },
    body: JSON.stringify({ amount: 10, currency: 'EUR', plugin_name: 'bench', plugin_version: '1' }),
  });
  if (!merchantOk(created.status, await created.text())) throw new Error('could not create the seed invoice');
  await server.stop();

  const rows: GrowthRow[] = [];
  for (const total of INVOICE_COUNTS) {
    growTo(dataDir, total);
    server = await startTradekit(RAISED_LIMITS, dataDir);
    // Each start listens on a new port; sandbox.json says where.
    const list = `${readSandbox(dataDir).merchantBaseUrl}/v3/invoices`;
    const signed = () => ({ headers: { authorization: auth() } });
    rows.push({
      invoices: total,
      list: await measure({ name: `list, ${total}`, url: `${list}?limit=100`, request: signed, ok: merchantOk }),
      get: await measure({
        name: `get, ${total}`,
        url: `${list}/${Math.floor(total / 2)}`,
        request: signed,
        ok: merchantOk,
      }),
    });
    await server.stop();
  }
  return rows;
}
