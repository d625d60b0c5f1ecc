// The React kit in a partner's own app, on another origin than the BFF (e2e/kit-host/, `bffUrl` the BFF's origin):
// - the windows the kit opens (the identity provider's, the card payment page) come back to the BFF's return pages,
//   which tell the app's window on its own origin at once (a `message` from the BFF's origin, no poll needed) and
//   close themselves; no console error anywhere, in the app or in the windows;
// - on an origin the BFF does not allow, the flow says so and the host gets a typed origin_not_allowed.
import type { Server } from 'node:http';
import { expect, test, type Page } from '@playwright/test';
import { buildKitHost, closeKitHost, serveKitHost } from './kit-host-server';
import { kitHostOrigin, refusedKitHostOrigin, widgetOrigin } from './origins';
import { hostEvents, individualAtKycIn } from './support';

/** A bitcoin testnet address: the sandbox's network. */
const TESTNET_ADDRESS = 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx';

// One build and two servers for the file; the journey signs up and verifies a new trader.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

let dir: string | undefined;
const servers: Server[] = [];
test.beforeAll(async () => {
  test.setTimeout(120_000);
  dir = await buildKitHost();
  for (const origin of [kitHostOrigin, refusedKitHostOrigin]) servers.push(await serveKitHost(dir, portOf(origin)));
});
test.afterAll(() => closeKitHost(dir, servers));

const portOf = (origin: string) => Number(new URL(origin).port);
const hostPage = (origin: string) => `${origin}/?${new URLSearchParams({ bff: widgetOrigin })}`;

/** Console errors and uncaught exceptions of `page` and of every window it opens, as they happen. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  const watch = (target: Page) => {
    target.on('console', (message) => {
      if (message.type() === 'error') errors.push(`${target.url()}: ${message.text()}`);
    });
    target.on('pageerror', (error) => errors.push(`${target.url()}: ${error.message}`));
  };
  watch(page);
  page.context().on('page', watch);
  return errors;
}

/** The messages the app's window received, with their origins (recorded from the first script on). */
async function recordMessages(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: { origin: string; type: unknown; at: number }[] = [];
    Object.assign(window, { tradekitMessages: seen });
    window.addEventListener('message', (event) => {
      const type = (event.data as { type?: unknown } | null)?.type;
      seen.push({ origin: event.origin, type, at: Date.now() });
    });
  });
}

const messages = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { tradekitMessages: { origin: string; type: unknown }[] }).tradekitMessages,
  );

test('the identity provider and card windows tell the app on its own origin at once, and close, with no console error', async ({
  page,
  request,
}) => {
  const errors = consoleErrors(page);
  await recordMessages(page);
  await page.goto(hostPage(kitHostOrigin));
  await individualAtKycIn(page, request, 'kit-windows');

  // The identity provider: its return page posts to this app's origin (recorded when the attempt started).
  const started = page.waitForResponse((r) => r.url() === `${widgetOrigin}/api/kyc/attempts` && r.ok());
  const providerOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Start verification' }).click();
  const provider = await providerOpened;
  const returnUrl = new URL(((await (await started).json()) as { returnUrl: string }).returnUrl);
  expect(`${returnUrl.origin}${returnUrl.pathname}`).toBe(`${widgetOrigin}/api/kyc/return`);
  expect(returnUrl.searchParams.get('opener')).toBe(kitHostOrigin);
  const providerClosed = provider.waitForEvent('close');
  await provider.getByRole('button', { name: 'Approve: my ID matches' }).click();
  await providerClosed;
  // The return page's message: from the BFF's origin, straight to this window. kycSubmitted (with the provider's
  // result) is reported only from it: a poll reads the attempt, which has no such result.
  await expect
    .poll(() => messages(page))
    .toContainEqual({
      origin: widgetOrigin,
      type: 'tradekit:kyc-return',
      at: expect.any(Number),
    });
  await expect(page.locator('#events li[data-event="kycSubmitted"]')).toContainText('"result":"submitted"');
  await expect(page.getByRole('heading', { name: 'Check your order' })).toBeVisible({ timeout: 15_000 });

  // The card payment page: without a returnUrl of the app's, it returns to the BFF's page, which tells this window.
  await page.getByRole('textbox', { name: 'Your BTC address' }).fill(TESTNET_ADDRESS);
  const created = page.waitForResponse(
    (r) => r.url() === `${widgetOrigin}/api/trades` && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Confirm and buy' }).click();
  const answer = await created;
  expect(answer.status()).toBe(201);
  expect(answer.request().postDataJSON()).not.toHaveProperty('returnUrl');
  const back = new URL(
    ((await answer.json()) as { transferIn: { details: { returnUrl: string } } }).transferIn.details.returnUrl,
  );
  expect(`${back.origin}${back.pathname}?${back.search.slice(1)}`).toBe(
    `${widgetOrigin}/api/trades/return?${new URLSearchParams({ opener: kitHostOrigin })}`,
  );

  await expect(page.getByText('Waiting for your card payment')).toBeVisible();
  const cardOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Pay by card' }).click();
  const cardPage = await cardOpened;
  const cardClosed = cardPage.waitForEvent('close');
  await cardPage.getByRole('button', { name: 'Approve payment' }).click();
  await cardClosed;
  await expect
    .poll(() => messages(page))
    .toContainEqual({
      origin: widgetOrigin,
      type: 'tradekit:trade-return',
      at: expect.any(Number),
    });
  // Told by the return page (the view says the customer is back), and read at once.
  await expect(page.getByText(/Card payment approved|Payment received/)).toBeVisible({ timeout: 5_000 });

  // Messages from no other origin reached the app, and nothing went wrong on the console of any window.
  expect((await messages(page)).filter((message) => message.origin !== widgetOrigin && message.type)).toEqual([]);
  expect(errors).toEqual([]);
});

test('rule: on an origin the BFF does not allow, the flow names the origin to add and the host gets origin_not_allowed', async ({
  page,
}) => {
  await page.goto(hostPage(refusedKitHostOrigin));
  await page.getByRole('button', { name: 'Get a quote' }).click();
  await expect(page.getByRole('alert')).toContainText(`Add ${refusedKitHostOrigin} to ALLOWED_ORIGINS`);
  await expect(page.getByRole('alert')).not.toContainText(/offline|could not reach/i);
  await expect(page.locator('#events li[data-event="error"]')).toContainText(`"code":"origin_not_allowed","message":`);
  await expect(page.locator('#events li[data-event="error"]')).toContainText(`"origin":"${refusedKitHostOrigin}"`);
  await expect(page.locator('#events li[data-event="providerError"]')).toHaveText(
    `providerError {"code":"origin_not_allowed","origin":"${refusedKitHostOrigin}"}`,
  );
  expect((await hostEvents(page)).filter((name) => name === 'providerError')).toHaveLength(1);
});
