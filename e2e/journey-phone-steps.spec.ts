// One step, one place, on a 360 × 640 phone: the demo partner page (another origin), its own content going on below
// the widget as a partner's does. The customer taps each step's button low on the screen; the next view opens with
// its heading on screen and focused inside the frame, never scrolled past, and never in a frame shrunk out of sight
// above the screen (Chromium stops drawing it there, so the resize that would grow it back never comes).
import { expect, test, type FrameLocator, type Locator, type Page } from '@playwright/test';
import { fillAddress, openPartnerPage, signUp, uniqueEmail, verifyEmail } from './support';

const PHONE = { width: 360, height: 640 };

/** Scrolls the partner page until `target` (in the frame) sits at the foot of the screen, and taps it there. */
async function tapLow(page: Page, target: Locator): Promise<void> {
  const box = await target.boundingBox();
  if (!box) throw new Error('the button to tap is not on the page');
  await page.evaluate((by) => window.scrollBy(0, by), box.y + box.height + 8 - PHONE.height);
  await target.click();
}

/**
 * Waits for the view headed `name`: its heading focused inside the frame, with no focus ring, and its top on the
 * phone's screen. Returns that top, in px from the top of the screen.
 */
async function arrivedAt(widget: FrameLocator, name: string): Promise<number> {
  const heading = widget.getByRole('heading', { level: 2, name });
  await expect(heading).toBeFocused({ timeout: 10_000 });
  await expect.poll(async () => (await heading.boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(0);
  const top = (await heading.boundingBox())!.y;
  expect(top).toBeLessThan(PHONE.height - 40);
  expect(await heading.evaluate((element) => [element.tabIndex, getComputedStyle(element).outlineStyle])).toEqual([
    -1,
    'none',
  ]);
  return Math.round(top);
}

test('rule: on a 360 × 640 phone each step from the quote to the address opens with its heading on screen and focused', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize(PHONE);
  const widget = await openPartnerPage(page);
  // Where the demo page ends right under the frame, the browser pulls a shrunk frame back on screen by itself (it
  // cannot scroll past the page's end); a partner's page goes on (a footer, its own content).
  await page.locator('footer').evaluate((footer) => {
    footer.style.paddingBottom = '1500px';
  });
  const tops: Record<string, number> = {};

  await tapLow(page, widget.getByRole('button', { name: 'Get a quote' }));
  tops.quote = await arrivedAt(widget, 'Get a quote');

  await widget.getByRole('textbox', { name: 'Amount in EUR' }).fill('100');
  await expect(widget.getByText('You receive about')).toBeVisible();
  await tapLow(page, widget.getByRole('button', { name: 'Continue' }));
  tops.signup = await arrivedAt(widget, 'Create your account');

  // Create account, low on the form's 900 px: the code's view is 160 px, which left the frame wholly above the screen.
  const email = uniqueEmail('phone');
  await signUp(widget, email);
  tops.verifyEmail = await arrivedAt(widget, 'Confirm your email');

  await verifyEmail(widget, request, email);
  tops.address = await arrivedAt(widget, 'Your address');

  // By keyboard: the key pressed last draws no focus ring on the next view's heading.
  await fillAddress(widget, async (button) => {
    await button.focus();
    await page.keyboard.press('Enter');
  });
  tops.sourceOfFunds = await arrivedAt(widget, 'Source of funds');

  test.info().annotations.push({ type: 'heading tops (px)', description: JSON.stringify(tops) });
});
