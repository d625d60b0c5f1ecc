// The served API references (issue 30) in Chromium with every request to another origin blocked and recorded:
// each page renders every operation of its document and asks nothing of any other origin (no CDN, no web font, no
// telemetry, no validator badge), breaks no rule of its Content-Security-Policy, and in the sandbox "Try it out"
// reaches the sandbox with its credentials. The production instance's page renders read-only.
import { expect, test, type Page } from '@playwright/test';
import { secondOrigin, widgetOrigin } from './origins';

interface Watch {
  /** Requests to another origin than the page's, each aborted before it left. */
  offOrigin: string[];
  /** Console errors and warnings, CSP violations among them, and uncaught exceptions. */
  problems: string[];
}

async function watch(page: Page, origin: string): Promise<Watch> {
  const seen: Watch = { offOrigin: [], problems: [] };
  // On the context, so requests of workers and of frames are caught too.
  await page.context().route('**/*', async (route) => {
    const url = route.request().url();
    if (new URL(url).origin !== origin) {
      seen.offOrigin.push(url);
      await route.abort('blockedbyclient');
    } else {
      await route.continue();
    }
  });
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') seen.problems.push(message.text());
  });
  page.on('pageerror', (error) => seen.problems.push(error.message));
  return seen;
}

/** Operations of a document (paths and webhooks): what the page must render. */
async function operationCount(page: Page, origin: string, documentPath: string): Promise<number> {
  const document = (await (await page.request.get(`${origin}${documentPath}`)).json()) as {
    paths: Record<string, Record<string, unknown>>;
    webhooks?: Record<string, unknown>;
  };
  return (
    Object.values(document.paths).reduce((sum, item) => sum + Object.keys(item).length, 0) +
    Object.keys(document.webhooks ?? {}).length
  );
}

async function openReference(page: Page, origin: string, path: string) {
  await page.goto(`${origin}${path}`);
  await expect(page.locator('#api-reference')).toHaveAttribute('data-state', 'ready', { timeout: 15_000 });
}

for (const [path, documentPath, title] of [
  ['/trade/docs', '/trade/openapi.json', 'Trade API'],
  ['/merchant/docs', '/merchant/openapi.json', 'Merchant API'],
  ['/api/docs', '/api/openapi.json', 'BFF browser API'],
] as const) {
  test(`${path} renders every operation of ${documentPath} and makes no request off its origin`, async ({ page }) => {
    const seen = await watch(page, widgetOrigin);
    await openReference(page, widgetOrigin, path);
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(`^${title}`) })).toBeVisible();
    await expect(page.locator('.opblock')).toHaveCount(await operationCount(page, widgetOrigin, documentPath));
    await expect(page.getByRole('button', { name: 'Authorize' })).toBeVisible();
    expect(seen.offOrigin).toEqual([]);
    expect(seen.problems).toEqual([]);
  });
}

test('an operation shows its request and response examples and what each error code means', async ({ page }) => {
  const seen = await watch(page, widgetOrigin);
  await openReference(page, widgetOrigin, '/trade/docs');
  const createTrade = page.locator('#operations-Trades-createTrade');
  await createTrade.locator('.opblock-summary').click();
  await expect(createTrade.locator('.body-param__example')).toContainText('"priceQuoteId"');
  await expect(createTrade.locator('.response').filter({ hasText: 'awaiting_transfer_in' }).first()).toBeVisible();
  await expect(createTrade.getByText('quote_expired', { exact: true }).first()).toBeVisible();
  await expect(createTrade.getByText('The price quote is older than its 15 minutes; ask for a new one.')).toBeVisible();
  expect(seen.offOrigin).toEqual([]);
});

test('"Try it out" in the sandbox signs a Merchant API call with the sandbox merchant', async ({ page }) => {
  const seen = await watch(page, widgetOrigin);
  await openReference(page, widgetOrigin, '/merchant/docs');
  const balance = page.locator('#operations-Balance-getBalance');
  await balance.locator('.opblock-summary').click();
  await balance.getByRole('button', { name: 'Try it out' }).click();
  const answered = page.waitForResponse((response) => response.url().endsWith('/merchant/v3/balance'));
  await balance.getByRole('button', { name: 'Execute' }).click();
  const response = await answered;
  expect(response.request().headers().authorization).toMatch(/^Service apikey="[^"]+", nonce="\d+", signature="/);
  expect(await response.json()).toMatchObject({ success: true, data: { fiat_currency: 'EUR' } });
  await expect(balance.locator('.live-responses-table tbody .response-col_status')).toHaveText('200');
  expect(seen.offOrigin).toEqual([]);
  expect(seen.problems).toEqual([]);
});

test('"Try it out" in the sandbox signs up, gets a token and uses it for the next Trade API call', async ({ page }) => {
  const seen = await watch(page, widgetOrigin);
  await openReference(page, widgetOrigin, '/trade/docs');
  // The examples carry this sandbox's partner; a fresh email keeps a second run from meeting the first's trader.
  const email = `reference.${Date.now()}@example.com`;
  const execute = async (id: string, edit?: (body: string) => string) => {
    const operation = page.locator(id);
    await operation.locator('.opblock-summary').click();
    await operation.getByRole('button', { name: 'Try it out' }).click();
    if (edit) {
      const editor = operation.locator('textarea.body-param__text');
      await editor.fill(edit(await editor.inputValue()));
    }
    await operation.getByRole('button', { name: 'Execute' }).click();
    return operation.locator('.live-responses-table tbody .response-col_status');
  };
  const withEmail = (body: string) => body.replace(/"email": "[^"]+"/, `"email": "${email}"`);
  await expect(await execute('#operations-Sign-up-signupTrader', withEmail)).toHaveText('201');
  await expect(await execute('#operations-Authentication-createToken', withEmail)).toHaveText('200');
  await expect(await execute('#operations-Traders-getTrader')).toHaveText('200');
  await expect(page.locator('#operations-Traders-getTrader .live-responses-table')).toContainText(email);
  expect(seen.offOrigin).toEqual([]);
});

test('the production instance serves the browser API reference read-only, from itself alone', async ({ page }) => {
  const seen = await watch(page, secondOrigin);
  await openReference(page, secondOrigin, '/api/docs');
  await expect(page.locator('.opblock')).toHaveCount(await operationCount(page, secondOrigin, '/api/openapi.json'));
  await page.locator('.opblock-summary').first().click();
  await expect(page.locator('.opblock-body').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try it out' })).toHaveCount(0);
  await expect(page.locator('#api-reference')).not.toHaveAttribute('data-credentials', /./);
  expect((await page.request.get(`${secondOrigin}/merchant/docs`)).status()).toBe(404);
  expect(seen.offOrigin).toEqual([]);
  expect(seen.problems).toEqual([]);
});
