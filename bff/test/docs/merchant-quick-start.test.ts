// The merchant quick start (docs/merchant-quick-start.md) works as written: the doc holds each file of docs/snippets/
// verbatim, so the two cannot drift, and each snippet runs against a real listening sandbox with the credentials
// sandbox-env.sh reads from it (the shell one with curl, openssl and jq; Node; Python with requests): the invoice is
// created with a signed POST /v3/invoices, its payment page answers it, it is paid in the sandbox and the callback
// that says it is complete is verified. A wrong IPN secret fails each of them.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { CallbackDeliveries, SandboxInvoices } from '#contract/sandbox/requests';
import { startListeningTestServer, type TestServer } from '../support';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../../..');
const snippetsDir = path.join(root, 'docs/snippets');
const doc = fs.readFileSync(path.join(root, 'docs/merchant-quick-start.md'), 'utf8');
const snippetFiles = fs.readdirSync(snippetsDir).filter((name) => /\.(sh|mjs|py)$/.test(name));

/** The snippets of the quick start: how each is run, by what it needs. */
const flows = [
  { name: 'curl, openssl and jq', file: 'merchant-quick-start.sh', command: 'bash' },
  { name: 'Node', file: 'merchant-quick-start.mjs', command: process.execPath },
  { name: 'Python with requests', file: 'merchant-quick-start.py', command: 'python3' },
] as const;

describe('the merchant quick start as written', () => {
  it("rule: the README's first invoice runs each snippet by its file, and links the walk-through", () => {
    const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');
    expect(readme).toContain('source docs/snippets/sandbox-env.sh');
    for (const flow of flows) {
      const command = flow.command === 'bash' ? 'bash' : flow.command === 'python3' ? 'python3' : 'node';
      expect(readme).toContain(`${command} docs/snippets/${flow.file}`);
    }
    expect(readme).toContain('(docs/merchant-quick-start.md)');
  });

  it('rule: the doc holds each snippet file verbatim, and names its file', () => {
    expect(snippetFiles.sort()).toEqual(['sandbox-env.sh', ...flows.map((flow) => flow.file)].sort());
    for (const name of snippetFiles) {
      expect(doc, `docs/merchant-quick-start.md holds docs/snippets/${name} verbatim`).toContain(
        fs.readFileSync(path.join(snippetsDir, name), 'utf8'),
      );
      expect(doc).toContain(`docs/snippets/${name}`);
    }
  });
});

describe('the merchant quick start against a running sandbox', () => {
  let server: TestServer & { url: string };
  /** The variables sandbox-env.sh exports, read from the running sandbox. */
  let credentials: Record<string, string>;

  beforeAll(async () => {
    // What the snippets need besides Node: CI installs them (.ci/run); say which is missing rather than fail later.
    for (const [command, args, install] of [
      ['jq', ['--version'], 'jq (apt-get install jq)'],
      ['openssl', ['version'], 'openssl'],
      [
        'python3',
        ['-c', 'import requests'],
        'Python 3 with requests (pip install requests, or apt-get install python3-requests)',
      ],
    ] as const)
      await run(command, [...args]).catch(() => {
        throw new Error(`The merchant quick start's snippets need ${install}.`);
      });
    server = await startListeningTestServer();
    const { stdout } = await run('bash', ['-c', 'source docs/snippets/sandbox-env.sh && env'], {
      cwd: root,
      env: { PATH: process.env.PATH ?? '', TRADEKIT_URL: server.url },
    });
    const names = [
      'MERCHANT_BASE_URL',
      'SANDBOX_URL',
      'MERCHANT_AUTH_SCHEME',
      'MERCHANT_API_KEY',
      'MERCHANT_API_SECRET',
      'MERCHANT_IPN_SECRET',
    ];
    credentials = Object.fromEntries(
      stdout
        .split('\n')
        .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)])
        .filter(([name]) => names.includes(name!)),
    );
  });
  afterAll(() => server?.app.close());

  it('rule: sandbox-env.sh exports the sandbox merchant’s credentials and URLs', () => {
    expect(credentials).toEqual({
      MERCHANT_BASE_URL: server.sandbox.merchantBaseUrl,
      SANDBOX_URL: server.sandbox.sandboxUrl,
      MERCHANT_AUTH_SCHEME: server.sandbox.merchantAuthScheme,
      MERCHANT_API_KEY: server.sandbox.merchantApiKey,
      MERCHANT_API_SECRET: server.sandbox.merchantApiSecret,
      MERCHANT_IPN_SECRET: server.sandbox.merchantIpnSecret,
    });
  });

  const runFlow = (flow: (typeof flows)[number], env: Record<string, string> = {}) =>
    run(flow.command, [path.join(snippetsDir, flow.file)], {
      cwd: root,
      timeout: 45_000,
      env: { ...process.env, ...credentials, ...env },
    });

  for (const flow of flows) {
    it(`rule: in ${flow.name}, the invoice is created, its page answers, it is paid and the callback verified`, async () => {
      const { stdout } = await runFlow(flow);
      const id = Number(/^Invoice (\d+): [\d.e-]+ BTC to tb1\w+$/m.exec(stdout)?.[1]);
      expect(id, stdout).toBeGreaterThan(0);
      const pageUrl = /^Payment page: (\S+)$/m.exec(stdout)?.[1] ?? '';
      expect(pageUrl.startsWith(`${server.url}/pay/`), stdout).toBe(true);
      expect(stdout).toContain(`Callback verified: invoice_state_change, invoice ${id} is complete`);
      expect(stdout.trimEnd().endsWith(`Invoice ${id} is complete`), stdout).toBe(true);

      // It was made by POST /v3/invoices with the integration's name and version, which the API requires.
      expect(
        server.db.prepare('SELECT plugin_name, plugin_version FROM merchant_invoices WHERE id = ?').get(id),
      ).toEqual({ plugin_name: expect.stringMatching(/^quick-start-/), plugin_version: '1.0.0' });

      // The sandbox agrees: the invoice is complete, and the payment page reads it so.
      const invoices = z.parse(
        SandboxInvoices,
        (await fetch(`${server.url}/sandbox/invoices`).then((r) => r.json())) as unknown,
      );
      expect(invoices.find((invoice) => invoice.id === id)).toMatchObject({ state: 'complete', paymentUrl: pageUrl });
      const page = await fetch(pageUrl.replace('/pay/', '/api/pay/'));
      expect(page.status).toBe(200);
      expect(await page.json()).toMatchObject({ state: 'complete' });

      // The callback that said so was delivered and answered 2xx by the snippet's receiver (the shell's: the BFF).
      const log = z.parse(
        CallbackDeliveries,
        (await fetch(`${server.url}/sandbox/callbacks`).then((r) => r.json())) as unknown,
      );
      const completed = log.find((entry) => entry.subject?.id === id && entry.subject.state === 'complete');
      expect(completed?.url).toMatch(
        flow.command === 'bash' ? /\/api\/merchant\/callback$/ : /^http:\/\/127\.0\.0\.1:\d+\/callback$/,
      );
      await expect
        .poll(async () => {
          const entries = z.parse(
            CallbackDeliveries,
            await fetch(`${server.url}/sandbox/callbacks`).then((r) => r.json()),
          );
          return entries.find((entry) => entry.id === completed?.id)?.attempts[0]?.status;
        })
        .toBeOneOf([200, 204]);
    });

    it(`rule: in ${flow.name}, a callback signed with another IPN secret is refused, and the run fails`, async () => {
      const failed = await runFlow(flow, { MERCHANT_IPN_SECRET: 'not-the-ipn-secret' }).then(
        () => undefined,
        (error: { code?: number; stderr?: string }) => error,
      );
      expect(failed?.code).not.toBe(0);
      expect(failed?.stderr).toContain('signature does not match');
    });
  }

  it('rule: a wrong API secret is refused by the Merchant API (the snippets really sign)', async () => {
    const failed = await runFlow(flows[1], { MERCHANT_API_SECRET: 'not-the-api-secret' }).then(
      () => undefined,
      (error: { stderr?: string }) => error,
    );
    expect(failed?.stderr).toContain('api_key_required');
  });
});
