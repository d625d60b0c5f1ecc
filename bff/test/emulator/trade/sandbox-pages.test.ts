// The sandbox's server-rendered pages (identity provider, card payment, receipt) share one frame in the console's
// look and keep the rules of a page a person uses without script: one h1, a language, every select labelled by a
// label of its own, no two buttons with one name, no script, values escaped, axe clean; and the frame's colours are
// the kit's theme (src/ui/theme.css), so the pages cannot drift from the console.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AttemptRow } from '../../../src/emulator/trade/attempts-store';
import { cardPaymentPage, cardPaymentResultPage } from '../../../src/emulator/trade/card-payment-page';
import { identityPage } from '../../../src/emulator/trade/identity-page';
import { receiptNotFoundPage, receiptPage, type ReceiptTrade } from '../../../src/emulator/trade/receipt-page';
import { pageHeaders } from '../../../src/emulator/trade/sandbox-page';
import { sandboxTheme } from '../../../src/emulator/trade/sandbox-theme';
import { signedInTrader, startTrade, type TestServer } from './helpers';

// jsdom and axe-core are the components project's; this Node project has no DOM types, so the few members used are
// typed here and the modules are loaded with require (jsdom ships no types of its own).
interface PageElement {
  id: string;
  textContent: string | null;
  getAttribute(name: string): string | null;
  closest(selector: string): PageElement | null;
  readonly nextElementSibling: PageElement | null;
}
interface PageDocument {
  documentElement: PageElement;
  querySelectorAll(selector: string): ArrayLike<PageElement> & Iterable<PageElement>;
}
interface AxeResults {
  violations: { id: string; help: string; nodes: { html: string }[] }[];
  passes: unknown[];
}
interface PageWindow {
  document: PageDocument;
  eval(source: string): void;
  axe: { run(context: PageDocument, options: object): Promise<AxeResults> };
}
const require = createRequire(import.meta.url);
const { JSDOM } = require('jsdom') as {
  JSDOM: new (html: string, options: { runScripts: 'outside-only' }) => { window: PageWindow };
};
const axeSource = (require('axe-core') as { source: string }).source;

const parse = (html: string) => new JSDOM(html, { runScripts: 'outside-only' }).window;

const attempt = (state: AttemptRow['state'], rejectReason: AttemptRow['reject_reason'] = null): AttemptRow => ({
  id: '0b6c1c9e-5d8e-4c39-9a53-1b7f2c0d4e11',
  trader_id: 1,
  seq: 1,
  state,
  device_type: 'desktop',
  create_time: '2026-01-01T10:00:00.000Z',
  approve_time: null,
  expire_time: '2026-01-02T10:00:00.000Z',
  return_url: null,
  reject_reason: rejectReason,
});
const action = 'http://127.0.0.1:4000/sandbox/identity/0b6c1c9e-5d8e-4c39-9a53-1b7f2c0d4e11';

const card = {
  tradeId: 7,
  paymentId: 'pay_123',
  amount: '103.00',
  currency: 'EUR',
  merchant: 'Sandbox Partner',
  action: 'http://127.0.0.1:4000/sandbox/card-payments/pay_123',
};

const receiptTrade: ReceiptTrade = {
  id: 7,
  state: 'completed',
  in_medium: 'card',
  out_medium: 'blockchain',
  in_currency: 'EUR',
  out_currency: 'BTC',
  in_send_minor: 10_300,
  in_receive_minor: 10_000,
  out_send_minor: 100_000,
  out_receive_minor: 98_000,
  in_details: JSON.stringify({ paymentId: 'pay_123' }),
  out_details: JSON.stringify({ account: 'tb1qexampleaddress' }),
  payout_txid: 'ab'.repeat(32),
  create_time: '2026-01-01T10:00:00.000Z',
  update_time: '2026-01-01T10:05:00.000Z',
};

const pages: [string, string][] = [
  ['identity provider, pending', identityPage(attempt('pending'), action)],
  ['identity provider, manual review', identityPage(attempt('processing', 'MANUAL_REVIEW'), action)],
  ['identity provider, rejected', identityPage(attempt('rejected', 'DENIED'), action)],
  ['card payment, waiting', cardPaymentPage({ ...card, outcome: undefined })],
  ['card payment, declined', cardPaymentPage({ ...card, outcome: 'declined' })],
  ['card payment result', cardPaymentResultPage('approved', card)],
  ['receipt', receiptPage(receiptTrade, '2026-01-01T10:05:00.000Z')],
  ['receipt not found', receiptNotFoundPage()],
];

describe('the sandbox pages’ frame', () => {
  it.each(pages)('rule (a11y): %s has one h1, lang="en", a title, the sandbox header band and a main', (_, html) => {
    const { document } = parse(html);
    expect(document.documentElement.getAttribute('lang')).toBe('en');
    expect(document.querySelectorAll('h1')).toHaveLength(1);
    expect(document.querySelectorAll('title')).toHaveLength(1);
    expect(document.querySelectorAll('main')).toHaveLength(1);
    const [band] = document.querySelectorAll('body > header');
    expect(band?.textContent).toContain('Tradekit sandbox');
  });

  it.each(pages)('rule (CSP): %s has no script: no script element, no event handler attribute', (_, html) => {
    expect(html).not.toMatch(/<script|\son[a-z]+=|javascript:/i);
    expect(parse(html).document.querySelectorAll('script')).toHaveLength(0);
  });

  it.each(pages)(
    'rule (a11y): on %s every select has a label of its own and every button a name of its own',
    (_, html) => {
      const { document } = parse(html);
      const labels = [...document.querySelectorAll('select')].map((select) => {
        expect(select.id, 'a select needs an id for its label').not.toBe('');
        const matching = [...document.querySelectorAll(`label[for="${select.id}"]`)];
        expect(matching, `one label for #${select.id}`).toHaveLength(1);
        return matching[0]?.textContent?.trim();
      });
      expect(new Set(labels).size, `distinct select labels: ${labels.join(', ')}`).toBe(labels.length);
      const buttons = [...document.querySelectorAll('button')].map((button) => {
        expect(button.getAttribute('type')).toBe('submit');
        expect(button.closest('form'), 'every button submits a form').not.toBeNull();
        return button.textContent?.trim();
      });
      for (const name of buttons) expect(name).toBeTruthy();
      expect(new Set(buttons).size, `distinct button names: ${buttons.join(', ')}`).toBe(buttons.length);
    },
  );

  it.each(pages)('rule (a11y): axe finds nothing on %s (colour contrast is left to a browser)', async (_, html) => {
    const window = parse(html);
    window.eval(axeSource);
    const results = await window.axe.run(window.document, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.passes.length).toBeGreaterThan(0);
    expect(results.violations.map(({ id, help, nodes }) => ({ id, help, nodes: nodes.map((n) => n.html) }))).toEqual(
      [],
    );
  });

  it('rule: the colours are the kit theme’s (src/ui/theme.css), light and dark, the dark one as the system prefers', () => {
    const css = fs.readFileSync(path.resolve(import.meta.dirname, '../../../../src/ui/theme.css'), 'utf8');
    const block = (selector: string) => {
      const start = css.indexOf(`${selector} {`);
      expect(start, `theme.css has ${selector}`).toBeGreaterThanOrEqual(0);
      const body = css.slice(start, css.indexOf('}', start));
      return Object.fromEntries([...body.matchAll(/--tk-([a-z-]+):\s*([^;]+);/g)].map((m) => [m[1], m[2]?.trim()]));
    };
    const light = block(':where(:root)');
    const dark = block("[data-tk-theme='dark']");
    expect({ ...sandboxTheme.light, radius: sandboxTheme.radius, font: sandboxTheme.font }).toEqual(light);
    // The dark scheme sets what differs from the light one; the focus ring stays.
    expect(sandboxTheme.dark).toEqual({ ...sandboxTheme.light, ...dark });

    const html = cardPaymentPage({ ...card, outcome: undefined });
    expect(html).toContain(`--tk-primary:${sandboxTheme.light.primary};`);
    expect(html).toMatch(
      new RegExp(`@media \\(prefers-color-scheme:dark\\)\\{:root\\{[^}]*--tk-primary:${sandboxTheme.dark.primary};`),
    );
  });
});

describe('the identity provider page', () => {
  it('rule: each decision is a card with a heading; the two reasons are told apart by their labels', () => {
    const { document } = parse(identityPage(attempt('pending'), action));
    const headings = [...document.querySelectorAll('section.card > h2')].map((h) => h.textContent);
    expect(headings).toEqual(['Approve', 'Reject', 'Manual review', 'The person cannot finish']);
    const labelOf = (id: string) => document.querySelectorAll(`label[for="${id}"]`);
    expect([...labelOf('reject-reason')].map((l) => l.textContent)).toEqual(['Reason for rejecting']);
    expect([...labelOf('fail-reason')].map((l) => l.textContent)).toEqual(['Reason the person could not finish']);
    // The posts are unchanged: the selects still send rejectReason, with their defaults.
    for (const select of document.querySelectorAll('select')) expect(select.getAttribute('name')).toBe('rejectReason');
    expect(document.querySelectorAll('#reject-reason option[selected]')[0]?.getAttribute('value')).toBe('DENIED');
    expect(document.querySelectorAll('#fail-reason option[selected]')[0]?.getAttribute('value')).toBe('NO_ID_UPLOADED');
  });

  it('rule: the buttons keep the names people and tests click, and each posts its decision', () => {
    const { document } = parse(identityPage(attempt('pending'), action));
    const posts = [...document.querySelectorAll('form')].map((form) => [
      form.getAttribute('action'),
      [...document.querySelectorAll('form input[name="decision"]')]
        .find((input) => input.closest('form') === form)
        ?.getAttribute('value'),
    ]);
    expect(posts).toEqual([
      [action, 'approve'],
      [action, 'reject'],
      [action, 'manual_review'],
      [action, 'fail'],
    ]);
    const buttons = [...document.querySelectorAll('button')].map((b) => [
      b.textContent,
      b.getAttribute('data-variant'),
    ]);
    expect(buttons).toEqual([
      ['Approve: my ID matches', 'primary'],
      ['Reject', 'secondary'],
      ['Send to manual review', 'secondary'],
      ['I cannot finish (fail)', 'secondary'],
    ]);
  });

  it('rule: the attempt’s facts are a definition list, under manual review and once decided too', () => {
    for (const shown of [attempt('pending'), attempt('processing', 'MANUAL_REVIEW'), attempt('approved')]) {
      const { document } = parse(identityPage(shown, action));
      expect([...document.querySelectorAll('dl dt')].map((dt) => dt.textContent)).toEqual([
        'Attempt',
        'State',
        'Device',
      ]);
      expect([...document.querySelectorAll('dl dd')][1]?.textContent).toBe(shown.state);
    }
  });

  it('rule: under manual review the compliance team’s two decisions; once decided, the outcome and no form', () => {
    const review = parse(identityPage(attempt('processing', 'MANUAL_REVIEW'), action)).document;
    expect([...review.querySelectorAll('button')].map((b) => b.textContent)).toEqual([
      'Compliance: approve',
      'Compliance: reject',
    ]);
    expect([...review.querySelectorAll('[role="status"]')][0]?.textContent).toContain('compliance team reviews it');

    const rejected = parse(identityPage(attempt('rejected', 'DENIED_YOUNGER_THAN_18_YEARS'), action)).document;
    expect(rejected.querySelectorAll('form')).toHaveLength(0);
    const [status] = rejected.querySelectorAll('.notice[role="status"]');
    expect(status?.textContent).toBe(
      'This identification is rejected (DENIED_YOUNGER_THAN_18_YEARS). Nothing more to do here.',
    );
    expect(status?.getAttribute('data-tone')).toBe('error');
  });

  it('rule: what the page shows is escaped', () => {
    const html = identityPage({ ...attempt('pending'), id: '<img src=x onerror=alert(1)>' }, `${action}?a="b"&c`);
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain(
      'action="http://127.0.0.1:4000/sandbox/identity/0b6c1c9e-5d8e-4c39-9a53-1b7f2c0d4e11?a=&quot;b&quot;&amp;c"',
    );
  });
});

describe('the card payment and receipt pages', () => {
  it('rule: the amount is shown large; approve is the primary button, decline and cancel secondary', () => {
    const { document } = parse(cardPaymentPage({ ...card, outcome: undefined }));
    expect([...document.querySelectorAll('.amount__value')].map((a) => a.textContent)).toEqual(['EUR\u00a0103.00']);
    const buttons = [...document.querySelectorAll('.actions form button')].map((b) => [
      b.textContent,
      b.getAttribute('data-variant'),
    ]);
    expect(buttons).toEqual([
      ['Approve payment', 'primary'],
      ['Decline payment', 'secondary'],
      ['Cancel payment', 'secondary'],
    ]);
  });

  it('rule: the receipt shows what was received large, above its facts', () => {
    const { document } = parse(receiptPage(receiptTrade, '2026-01-01T10:05:00.000Z'));
    expect([...document.querySelectorAll('.amount__value')].map((a) => a.textContent)).toEqual(['BTC\u00a00.00098000']);
  });

  it('rule: the receipt shows the amount the trade covers (its inAmount), the fee on top and the total paid', () => {
    const { document } = parse(receiptPage(receiptTrade, '2026-01-01T10:05:00.000Z'));
    const facts = new Map([...document.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling]));
    expect(facts.get('Amount')?.textContent).toBe('EUR\u00a0100.00');
    expect(facts.get('Payment fee')?.textContent).toBe('EUR\u00a03.00');
    expect(facts.get('You paid')?.textContent).toBe('EUR\u00a0103.00');
  });

  it('rule: the receipt reads as the widget: its state in words, its rate as the order summary rounds it, its times formatted with their zone', () => {
    // EUR 250.00 for 281670 sat is 88756.3460… a BTC: the order summary showed 88,756.35, and so does the receipt.
    const sell: ReceiptTrade = {
      ...receiptTrade,
      state: 'completed_test',
      in_medium: 'blockchain',
      out_medium: 'bank',
      in_currency: 'BTC',
      out_currency: 'EUR',
      in_send_minor: 281_670,
      in_receive_minor: 281_670,
      out_send_minor: 25_000,
      out_receive_minor: 24_900,
      out_details: JSON.stringify({ account: { number: 'DK5000400440116243' }, holder: { name: 'Ann' } }),
    };
    const { document } = parse(receiptPage(sell, '2026-01-01T10:05:00.000Z'));
    const facts = new Map([...document.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling]));
    expect(facts.get('State')?.textContent).toBe('Completed (test)');
    expect(facts.get('Rate')?.textContent).toBe('1 BTC = EUR\u00a088,756.35');
    expect(facts.get('You sent')?.textContent).toBe('BTC\u00a00.00281670');
    expect(facts.get('Deposit fee')?.textContent).toBe('BTC\u00a00.00000000');
    expect(facts.get('Payout fee')?.textContent).toBe('EUR\u00a01.00');
    expect(facts.get('You received')?.textContent).toBe('EUR\u00a0249.00');
    expect(facts.get('Created')?.textContent).toMatch(/^Jan 1, 2026, 10:00\sAM UTC$/);
    expect(facts.get('Completed')?.textContent).toMatch(/^Jan 1, 2026, 10:05\sAM UTC$/);
  });

  it('rule: the merchant’s name and the amount are escaped', () => {
    const html = cardPaymentPage({ ...card, merchant: '<b>Acme & "Co"</b>', currency: '<i>', outcome: undefined });
    expect(html).not.toMatch(/<b>|<i>/);
    expect(html).toContain('&lt;b&gt;Acme &amp; &quot;Co&quot;&lt;/b&gt;');
    expect(html).toContain('&lt;i&gt;\u00a0103');
  });
});

describe('the pages’ headers (served)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTrade();
  });
  afterAll(() => server.app.close());

  it('rule (CSP): card payment and receipt pages forbid script; no form-action, which would stop the redirect on to another origin', async () => {
    expect(pageHeaders['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
    for (const url of ['/sandbox/card-payments/no-such-payment', '/sandbox/receipts/no-such-receipt']) {
      const response = await server.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-security-policy']).toBe(pageHeaders['content-security-policy']);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toContain('Tradekit sandbox');
    }
  });

  it('rule: the identity provider page is served in the same frame, as HTML that is never cached, without script', async () => {
    const { auth } = await signedInTrader(server);
    const created = await server.app.inject({
      method: 'POST',
      url: '/trade/kyc/identification-attempts',
      headers: auth,
      payload: {},
    });
    expect(created.statusCode, created.body).toBe(201);
    const page = await server.app.inject({ method: 'GET', url: `/sandbox/identity/${created.json().id}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-store');
    // No script; no form-action either, which browsers would apply to the redirect on to the partner's return URL.
    expect(page.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(page.body).toContain('<header class="band"><p>Tradekit sandbox');
    expect(page.body).toContain('<label for="reject-reason">Reason for rejecting</label>');
  });
});
