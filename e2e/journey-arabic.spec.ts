// Journey of the embed in Arabic, the kit's right-to-left language: the partner's page asks for `locale: 'ar'`, and
// the frame's document reads right to left from the quote to the order summary, its layout mirrored, while every
// figure and the amount typed keep their left-to-right order (docs/right-to-left.md). Then the payment page in
// Arabic. The labels come from ar.json: a key missing there fails the lookup, and the words are checked elsewhere
// (src/i18n/locales.node.test.ts). Screenshots of the quote, the order summary and the payment page are attached.
import { expect, test, type FrameLocator, type Locator, type Page, type TestInfo } from '@playwright/test';
import ar from '../src/i18n/ar.json' with { type: 'json' };
import { expectReflows, expectWidgetViewFits, NARROW, widgetDocument } from './layout-checks';
import { widgetOrigin } from './origins';
import {
  codeFromMailbox,
  openIdentityProvider,
  openPartnerPage,
  PASSWORD,
  TESTNET_ADDRESS,
  uniqueEmail,
} from './support';

/** The width of a common phone, at which the screenshots are taken. */
const PHONE = { width: 360, height: 800 };

// Screenshots sharp enough to read the Arabic and the order of each figure in them.
test.use({ deviceScaleFactor: 2 });

/** `name` as a pattern that tolerates the isolates around an interpolated value (`{{currency}}` → "⁨EUR⁩"). */
const withValues = (message: string, values: Record<string, string>) =>
  new RegExp(
    message
      .split(/(\{\{\w+\}\})/)
      .map((part) => {
        const name = /^\{\{(\w+)\}\}$/.exec(part)?.[1];
        const text = name ? values[name]! : part;
        const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        return name ? `\u2068?${escaped}\u2069?` : escaped;
      })
      .join(''),
  );

/**
 * What the document shows of each figure under `selector`: its text, whether it is isolated inside its row (in a
 * <bdi>, an element with its own `dir`, or between the FSI and PDI a sentence puts around its values), and whether
 * its digits run left to right on the screen (the first digit drawn left of the last one).
 */
async function figuresIn(view: FrameLocator | Page, selector: string) {
  return view.locator(selector).evaluateAll((values) =>
    values.flatMap((value) => {
      const walker = document.createTreeWalker(value, NodeFilter.SHOW_TEXT);
      const found = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        const digits = /\d[\d.,\u00a0\u202f]*\d/.exec(text);
        if (!digits) continue;
        const isolation = node.parentElement?.closest('bdi, [dir]');
        const inIsolate = text.lastIndexOf('\u2068', digits.index) > text.lastIndexOf('\u2069', digits.index);
        const at = (offset: number) => {
          const range = document.createRange();
          range.setStart(node, offset);
          range.setEnd(node, offset + 1);
          return range.getBoundingClientRect().left;
        };
        found.push({
          text: text.trim(),
          isolated: inIsolate || (isolation !== null && isolation !== undefined && value.contains(isolation)),
          leftToRight: at(digits.index) < at(digits.index + digits[0].length - 1),
        });
      }
      return found;
    }),
  );
}

/** Rule: each figure under `selector` is isolated and its digits read left to right; there is at least one. */
async function expectFiguresLeftToRight(widget: FrameLocator | Page, selector: string, view: string) {
  const figures = await figuresIn(widget, selector);
  expect(figures.length, `${view}: figures found`).toBeGreaterThan(0);
  for (const figure of figures) expect(figure, view).toEqual({ ...figure, isolated: true, leftToRight: true });
}

/** The widget's frame as the customer sees it, saved under test-results/ and attached to the report. */
async function screenshotOfFrame(page: Page, testInfo: TestInfo, name: string) {
  const iframe = page.locator('#widget iframe[title="Tradekit"]');
  // The frame takes its view's height a moment after the view grows (the embed hears it by message): all of it shows.
  const frame = await widgetDocument(page);
  await expect
    .poll(async () => (await iframe.boundingBox())!.height - (await frame.evaluate(() => document.body.scrollHeight)))
    .toBeGreaterThanOrEqual(0);
  const path = testInfo.outputPath(`${name}.png`);
  await iframe.screenshot({ path });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

async function expectRightToLeft(document: Locator) {
  await expect(document).toHaveAttribute('dir', 'rtl');
  await expect(document).toHaveAttribute('lang', 'ar');
}

test('Arabic end to end: the frame reads right to left from the quote to the order summary, its figures left to right', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  await page.setViewportSize(PHONE);
  const widget = await openPartnerPage(page, { locale: 'ar' });
  await expect(widget.getByRole('heading', { level: 1, name: ar.widget.heading })).toBeVisible();
  await expectRightToLeft(widget.locator('html'));

  await widget.getByRole('button', { name: ar.widget.getQuote }).click();
  const amount = widget.getByRole('textbox', { name: withValues(ar.quote.amount, { currency: 'EUR' }) });
  // The amount field: typed and shown left to right inside the right-to-left form.
  await expect(amount).toHaveAttribute('dir', 'ltr');
  expect(await amount.evaluate((input) => getComputedStyle(input).direction)).toBe('ltr');
  await amount.fill('100');
  await expect(widget.getByText(ar.quote.approximately)).toBeVisible();
  await expectFiguresLeftToRight(widget, '.tk-quote .tk-summary dd', 'quote');
  // The layout mirrors: the amount field starts at the right, its currency toggle beside it on the left.
  const toggle = widget.locator('.tk-quote__amount .tk-segmented');
  expect((await toggle.boundingBox())!.x).toBeLessThan((await amount.boundingBox())!.x);
  await screenshotOfFrame(page, testInfo, 'arabic-quote');
  await page.setViewportSize(NARROW);
  await expectWidgetViewFits(page, 'quote in Arabic');
  await page.setViewportSize(PHONE);
  await widget.getByRole('button', { name: ar.common.continue }).click();

  // Sign-up, the code, the profile and the identity check, by their Arabic names.
  const email = uniqueEmail('arabic');
  const emailBox = widget.getByRole('textbox', { name: ar.signup.email });
  await expect(emailBox).toHaveAttribute('dir', 'ltr');
  await emailBox.fill(email);
  await widget.getByLabel(ar.signup.password).fill(PASSWORD);
  await widget.getByRole('radio', { name: ar.signup.individual }).check();
  await widget.getByRole('combobox', { name: ar.signup.country }).selectOption('DK');
  await widget.getByRole('checkbox', { name: new RegExp(`^${ar.signup.termsAccept.split('{{')[0]}`) }).check();
  await widget.getByRole('button', { name: ar.signup.submit }).click();

  await expect(widget.getByRole('heading', { name: ar.verifyEmail.heading })).toBeVisible();
  // The email in the sentence keeps its order: it is an isolate of its own.
  await expect(widget.getByText(withValues(ar.verifyEmail.sentTo, { email }))).toBeVisible();
  const code = widget.getByRole('textbox', { name: ar.verifyEmail.code });
  await expect(code).toHaveAttribute('dir', 'ltr');
  await code.fill(await codeFromMailbox(request, email));

  await widget.getByRole('textbox', { name: ar.address.street }).fill('Vesterbrogade 1');
  await widget.getByRole('textbox', { name: ar.address.city, exact: true }).fill('København');
  await widget.getByRole('button', { name: ar.common.continue }).click();
  await widget.getByRole('combobox', { name: ar.sourceOfFunds.origin }).selectOption('savings');
  await widget.getByRole('combobox', { name: ar.sourceOfFunds.volume }).selectOption('2');
  await widget.getByRole('checkbox', { name: ar.sourceOfFunds.legal }).check();
  await widget.getByRole('button', { name: ar.common.continue }).click();
  await widget.getByRole('radio', { name: ar.pep.nonPep }).check();
  await widget.getByRole('button', { name: ar.common.continue }).click();

  await expect(widget.getByRole('heading', { name: ar.kyc.heading })).toBeVisible();
  const provider = await openIdentityProvider(page, widget, ar.kyc.start);
  await provider.getByRole('button', { name: 'Approve: my ID matches' }).click();

  await expect(widget.getByRole('heading', { name: ar.orderSummary.heading })).toBeVisible({ timeout: 15_000 });
  await expectRightToLeft(widget.locator('html'));
  await expect(widget.getByRole('button', { name: ar.orderSummary.confirmBuy })).toBeVisible();
  const address = widget.getByRole('textbox', { name: withValues(ar.orderSummary.addressLabel, { crypto: 'BTC' }) });
  if (await address.isVisible()) {
    await expect(address).toHaveAttribute('dir', 'ltr');
    await address.fill(TESTNET_ADDRESS);
  }
  const details = widget.locator('details.tk-details');
  // By its key, not a click at coordinates the frame's resize after the address may have moved.
  await details.locator('summary').press('Enter');
  await expect(details).toHaveAttribute('open', '');
  await expectFiguresLeftToRight(widget, '.tk-figures dd', 'order summary');
  await expect(widget.getByRole('timer')).toHaveAttribute('dir', 'ltr');
  await screenshotOfFrame(page, testInfo, 'arabic-order-summary');
  await page.setViewportSize(NARROW);
  await expectWidgetViewFits(page, 'order summary in Arabic');
  // Nothing of the frame is laid out past its left edge either, where a mirrored view would spill.
  const frame = await widgetDocument(page);
  expect(await frame.evaluate(() => document.documentElement.scrollLeft)).toBe(0);
});

test('Arabic payment page: lang and dir from the payer’s language, amounts isolated, the address left to right', async ({
  page,
}, testInfo) => {
  await page.setViewportSize(PHONE);
  await page.goto(`${widgetOrigin}/shop/`);
  await page.getByRole('button', { name: 'Pay with bitcoin' }).click();
  await page.waitForURL(/\/pay\/[^/?]+$/);
  await page.goto(`${page.url()}?lang=ar`);
  await expect(page.getByRole('heading', { level: 1, name: ar.invoice.title })).toBeVisible();
  await expectRightToLeft(page.locator('html'));
  await expectFiguresLeftToRight(page, '.tk-invoice__amount, .tk-invoice__pay dd', 'payment page');
  await expect(page.locator('.tk-invoice__address')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('timer')).toHaveAttribute('dir', 'ltr');
  const path = testInfo.outputPath('arabic-payment-page.png');
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach('arabic-payment-page', { path, contentType: 'image/png' });
  await page.setViewportSize(NARROW);
  await expectReflows(page, 'payment page in Arabic at 320 px');
});
