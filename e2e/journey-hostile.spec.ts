// Journey (5) of the embed: what a hostile page can do to the widget, and that none of it works.
// - Forged options: messages to the widget from a window that is not its parent (a frame on the partner's own
//   origin), or from the parent with a wrong instance, version or protocol, are ignored; only the real parent's
//   well-formed message for this instance is applied (the positive control, so the negatives mean something).
// - Forged events: messages to the host page that claim to be the widget, from the partner's origin or from a
//   window on the widget's origin that is not the widget's iframe, never reach the partner's handlers.
// - Framing from an origin not in ALLOWED_ORIGINS is refused by the browser (CSP frame-ancestors), and tradekit.js
//   tells such a page why: an `error` event (origin_not_allowed) and a console message naming ALLOWED_ORIGINS.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { widgetOrigin } from './origins';
import { openPartnerPage } from './support';

/** The widget iframe's instance id, from the URL the loader gave it. */
async function instanceOf(page: Page): Promise<string> {
  const src = await page.locator('#widget iframe[title="Tradekit"]').getAttribute('src');
  return new URL(src ?? '', widgetOrigin).searchParams.get('instance') ?? '';
}

test('forged options from a window that is not the parent, or for another instance, are ignored', async ({ page }) => {
  const widget = await openPartnerPage(page);
  await expect(page.locator('#events li[data-event="ready"]')).toHaveCount(1);
  await expect(widget.getByRole('button', { name: 'Get a quote' })).toBeVisible();
  const instanceId = await instanceOf(page);
  const forged = { theme: { mode: 'dark' }, locale: 'de' };

  // A frame on the partner's own origin, not the widget's parent, posts a perfect init and update.
  await page.evaluate(() => {
    const stranger = document.createElement('iframe');
    stranger.name = 'stranger';
    stranger.title = 'Stranger';
    document.body.append(stranger);
  });
  const stranger = page.frame({ name: 'stranger' });
  if (!stranger) throw new Error('the stranger frame did not appear');
  await stranger.evaluate(
    ({ instanceId, forged, widgetOrigin }) => {
      const target = parent.document.querySelector<HTMLIFrameElement>('#widget iframe')?.contentWindow;
      for (const type of ['init', 'update']) {
        target?.postMessage({ protocol: 'tradekit', version: 1, instanceId, type, options: forged }, widgetOrigin);
      }
    },
    { instanceId, forged, widgetOrigin },
  );

  // The real parent, but wrong instance, version or protocol; then, last, the one message that is right.
  await page.evaluate(
    ({ instanceId, forged, widgetOrigin }) => {
      const target = document.querySelector<HTMLIFrameElement>('#widget iframe')?.contentWindow;
      const send = (message: object) => target?.postMessage(message, widgetOrigin);
      const good = { protocol: 'tradekit', version: 1, instanceId, type: 'update' };
      send({ ...good, instanceId: `${instanceId}x`, options: forged });
      send({ ...good, version: 2, options: forged });
      send({ ...good, protocol: 'other', options: forged });
      send({ ...good, type: 'init', options: { theme: { mode: 'purple' } } });
      send({ ...good, options: { locale: 'da' } });
    },
    { instanceId, forged, widgetOrigin },
  );

  // The genuine update arrived after every forgery; none of the forged theme (or German) stuck.
  await expect(widget.getByRole('button', { name: 'Få et tilbud' })).toBeVisible();
  await expect(widget.locator('.tk-root')).toHaveAttribute('data-tk-theme', 'light');
});

test('forged widget events sent to the host page never reach its handlers', async ({ page }) => {
  const widget = await openPartnerPage(page);
  await expect(page.locator('#events li[data-event="ready"]')).toHaveCount(1);
  const instanceId = await instanceOf(page);
  const fake = {
    protocol: 'tradekit',
    version: 1,
    instanceId,
    type: 'event',
    event: { name: 'kycFinished', payload: { attemptId: 'forged', state: 'approved' } },
  };

  // From the partner's origin itself (the page posting to itself, as any script on it could).
  await page.evaluate((message) => window.postMessage(message, '*'), fake);
  // From the widget's origin, but a window that is not the widget's iframe (a popup the attacker opened).
  const popupOpened = page.waitForEvent('popup');
  await page.evaluate((url) => void window.open(url, 'attacker'), `${widgetOrigin}/api/config`);
  const attacker = await popupOpened;
  await attacker.waitForLoadState();
  await attacker.evaluate((message) => window.opener?.postMessage(message, '*'), fake);
  await attacker.close();

  // A real event after the forged ones: the host heard the widget, and only the widget.
  await widget.getByRole('button', { name: 'Get a quote' }).click();
  await widget.getByRole('textbox', { name: 'Amount in EUR' }).fill('100');
  await expect(page.locator('#events li[data-event="quoteChanged"]').first()).toBeVisible();
  await expect(page.locator('#events li[data-event="kycFinished"]')).toHaveCount(0);
});

test.describe('a page on an origin not in ALLOWED_ORIGINS', () => {
  let server: Server;
  let hostileOrigin: string;

  test.beforeAll(async () => {
    // 127.0.0.2 is loopback too, but another origin than the partner's 127.0.0.1.
    server = createServer((request, response) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      // /embed: the script tag, as a partner who forgot ALLOWED_ORIGINS has it; anything else a bare iframe.
      response.end(
        request.url === '/embed'
          ? `<!doctype html><html lang="en"><title>Shop</title><h1>Shop</h1><div id="widget"></div>` +
              `<script>window.errors = []; window.Tradekit ||= { q: [], mount(o) { this.q.push(o); } };` +
              `Tradekit.mount({ container: '#widget', on: { error: (e) => errors.push(e) } });</script>` +
              `<script async src="${widgetOrigin}/tradekit.js"></script>`
          : `<!doctype html><html lang="en"><title>Hostile</title><h1>Hostile</h1>` +
              `<iframe title="Tradekit" src="${widgetOrigin}/widget/?instance=tkx&parentOrigin=${encodeURIComponent(
                'http://127.0.0.2',
              )}"></iframe>`,
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.2', resolve));
    hostileOrigin = `http://127.0.0.2:${(server.address() as AddressInfo).port}`;
  });
  test.afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  test('cannot frame the widget: the browser refuses it by frame-ancestors', async ({ page }) => {
    const refused = page.waitForEvent('console', (message) => /frame-ancestors/.test(message.text()));
    await page.goto(`${hostileOrigin}/`);
    expect((await refused).text()).toMatch(/violates .*frame-ancestors.*blocked/s);
    await expect(page.frameLocator('iframe[title="Tradekit"]').getByRole('heading', { level: 1 })).toHaveCount(0);
  });

  test('tradekit.js tells the page why: an error event and a console message naming ALLOWED_ORIGINS', async ({
    page,
  }) => {
    const told = page.waitForEvent(
      'console',
      (message) => message.type() === 'error' && /Tradekit/.test(message.text()),
    );
    await page.goto(`${hostileOrigin}/embed`);
    const text = (await told).text();
    expect(text).toContain(`Add ${hostileOrigin} to ALLOWED_ORIGINS`);
    expect(text).toContain(`the BFF at ${widgetOrigin}`);
    const errors = await page.evaluate(() => (window as unknown as { errors: { code: string }[] }).errors);
    expect(errors).toEqual([{ code: 'origin_not_allowed', message: text }]);
  });
});

test('a page on an allowed origin gets no origin_not_allowed, even once the widget is long loaded', async ({
  page,
}) => {
  const consoleErrors: string[] = [];
  const checks: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('request', (request) => {
    if (request.url().includes('/widget/embed-check')) checks.push(request.url());
  });
  const widget = await openPartnerPage(page);
  await expect(widget.getByRole('button', { name: 'Get a quote' })).toBeVisible();
  await expect(page.locator('#events li[data-event="ready"]')).toHaveCount(1);
  // The loader asks the BFF only when the frame loaded without a hello, and only after a grace of 1 s.
  await page.waitForTimeout(1500);
  await expect(page.locator('#events li[data-event="error"]')).toHaveCount(0);
  expect(consoleErrors.filter((text) => text.includes('ALLOWED_ORIGINS'))).toEqual([]);
  // The widget said hello before its frame's load event: the BFF was never asked.
  expect(checks).toEqual([]);
});
