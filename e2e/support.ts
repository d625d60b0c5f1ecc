// Steps the embed journeys share: the partner page's widget frame, the sandbox mailbox, sign-up and the profile
// steps of an individual and of a company, in the widget's English labels unless a journey passes its own.
import { createHmac } from 'node:crypto';
import { expect, type APIRequestContext, type FrameLocator, type Locator, type Page } from '@playwright/test';
import { partnerPageUrl, widgetOrigin } from './origins';

/** Where the widget's views are: its frame on a partner's page, or a page of its own (`/widget/` opened directly). */
export type WidgetView = FrameLocator | Page;

/** The inline widget's frame on the demo partner page. */
export function widgetFrame(page: Page): FrameLocator {
  return page.frameLocator('#widget iframe[title="Tradekit"]');
}

/** A fresh address for each run, so journeys never meet each other's accounts in the shared database. */
export function uniqueEmail(name: string): string {
  return `${name}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** Opens the demo partner page (on the partner's origin) with the widget embedded inline. */
export async function openPartnerPage(page: Page, query: Record<string, string> = {}): Promise<FrameLocator> {
  await page.goto(partnerPageUrl(query));
  return widgetFrame(page);
}

/**
 * Polls the sandbox mailbox (the emulator's outbox) until the 6-digit code sent to `email` arrives; `bff` is the
 * sandbox's origin when it is not the e2e server (the package test starts one of its own).
 */
export async function codeFromMailbox(request: APIRequestContext, email: string, bff = widgetOrigin): Promise<string> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const mail = (await (await request.get(`${bff}/sandbox/mailbox?to=${encodeURIComponent(email)}`)).json()) as {
      text: string;
    }[];
    const code = mail[0]?.text.match(/\b\d{6}\b/)?.[0];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no verification code reached ${email}`);
}

export interface SandboxMerchant {
  apiKey: string;
  apiSecret: string;
  ipnSecret: string;
}

/** A merchant of its own (`POST /sandbox/merchants`), its callbacks going to `callbackUrl` if one is given. */
export async function newSandboxMerchant(request: APIRequestContext, callbackUrl?: string): Promise<SandboxMerchant> {
  const created = await request.post(`${widgetOrigin}/sandbox/merchants`, { data: callbackUrl ? { callbackUrl } : {} });
  expect(created.status()).toBe(200);
  return (await created.json()) as SandboxMerchant;
}

/** An invoice of `amount` EUR created as the merchant's server does: `POST /v3/invoices`, signed with HMAC. */
export async function createInvoice(request: APIRequestContext, merchant: SandboxMerchant, amount: number) {
  const nonce = String(BigInt(Date.now()) * 1000n + BigInt(Math.floor(Math.random() * 1000)));
  const signature = createHmac('sha256', merchant.apiSecret)
    .update(nonce + merchant.apiKey)
    .digest('hex');
  const created = (await (
    await request.post(`${widgetOrigin}/merchant/v3/invoices`, {
      headers: { authorization: `Service apikey="${merchant.apiKey}", nonce="${nonce}", signature="${signature}"` },
      data: { amount, currency: 'EUR', plugin_name: 'e2e', plugin_version: '1.0' },
    })
  ).json()) as { success: boolean; data: { id: number; bitcoin: { address: string; amount: number } } };
  expect(created.success).toBe(true);
  return created.data;
}

/**
 * The names of the events the partner page has logged so far, in order. Read through locators, not in the page: the
 * package test (type-checked with Node's types only, no DOM) imports these steps too.
 */
export async function hostEvents(page: Page): Promise<string[]> {
  const items = await page.locator('#events li').all();
  return Promise.all(items.map(async (item) => (await item.getAttribute('data-event')) ?? ''));
}

/** Opening screen → quote for 100 EUR → continue to sign-up. */
export async function getQuote(widget: WidgetView): Promise<void> {
  await widget.getByRole('button', { name: 'Get a quote' }).click();
  await quoteAndContinue(widget);
}

/** On the quote view (the widget's after its opening screen, or the kit's own): 100 EUR, priced, continue. */
export async function quoteAndContinue(widget: WidgetView): Promise<void> {
  await widget.getByRole('textbox', { name: 'Amount in EUR' }).fill('100');
  await expect(widget.getByText('You receive about')).toBeVisible();
  await widget.getByRole('button', { name: 'Continue' }).click();
}

/** A bitcoin testnet address: the sandbox's network, where a buy's coins go. */
export const TESTNET_ADDRESS = 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx';

/** A password the policy takes (8+ characters, a letter and a digit, space or symbol). */
export const PASSWORD = 'correct horse battery';

/**
 * Fills in the sign-up form, accepts the partner's terms (playwright.config.ts sets TERMS_URL) and creates the
 * account. In a trusted widget session the email is already there, read-only: it is checked instead of typed.
 */
export async function signUp(
  widget: WidgetView,
  email: string,
  accountType: 'Personal' | 'Business' = 'Personal',
): Promise<void> {
  const emailBox = widget.getByRole('textbox', { name: 'Email' });
  if (await emailBox.isEditable()) await emailBox.fill(email);
  else await expect(emailBox).toHaveValue(email);
  await widget.getByLabel('Password').fill(PASSWORD);
  await widget.getByRole('radio', { name: accountType }).check();
  await widget.getByRole('combobox', { name: 'Country of residence' }).selectOption('DK');
  await widget.getByRole('checkbox', { name: /I accept the terms and conditions/ }).check();
  await widget.getByRole('button', { name: 'Create account' }).click();
}

/** Reads the emailed code from the sandbox mailbox (of the sandbox at `bff`) and enters it. */
export async function verifyEmail(
  widget: WidgetView,
  request: APIRequestContext,
  email: string,
  bff = widgetOrigin,
): Promise<void> {
  await widget.getByRole('textbox', { name: 'Code' }).fill(await codeFromMailbox(request, email, bff));
}

/** The address step, sent with a click, or as `send` says (a key, a tap elsewhere). */
export async function fillAddress(
  widget: WidgetView,
  send: (button: Locator) => Promise<void> = (button) => button.click(),
): Promise<void> {
  await widget.getByRole('textbox', { name: 'Street and number' }).fill('Vesterbrogade 1');
  await widget.getByRole('textbox', { name: 'City' }).fill('København');
  await send(widget.getByRole('button', { name: 'Continue' }));
}

export async function fillSourceOfFunds(widget: WidgetView): Promise<void> {
  await widget.getByRole('combobox', { name: 'Where does the money come from?' }).selectOption('savings');
  await widget.getByRole('combobox', { name: /expect to trade per year/ }).selectOption('2');
  await widget.getByRole('checkbox', { name: /legal activities/ }).check();
  await widget.getByRole('button', { name: 'Continue' }).click();
}

export async function declareNotPep(widget: WidgetView): Promise<void> {
  await widget.getByRole('radio', { name: 'None of these' }).check();
  await widget.getByRole('button', { name: 'Continue' }).click();
}

/** Address, source of funds and PEP: an individual's profile. */
export async function completeIndividualProfile(widget: WidgetView): Promise<void> {
  await fillAddress(widget);
  await fillSourceOfFunds(widget);
  await declareNotPep(widget);
}

/** Quote, sign-up, code, profile: an individual who stands at identity verification. */
export async function individualAtKyc(page: Page, request: APIRequestContext, name: string): Promise<FrameLocator> {
  return individualAtKycIn(await openPartnerPage(page), request, name);
}

/** {@link individualAtKyc} in a widget already open in `widget`. */
export async function individualAtKycIn<W extends WidgetView>(
  widget: W,
  request: APIRequestContext,
  name: string,
): Promise<W> {
  await getQuote(widget);
  const email = uniqueEmail(name);
  await signUp(widget, email);
  await verifyEmail(widget, request, email);
  await completeIndividualProfile(widget);
  await expect(widget.getByRole('button', { name: 'Start verification' })).toBeVisible();
  return widget;
}

/** Clicks the widget's start button and returns the sandbox identity provider's window it opens. */
export async function openIdentityProvider(page: Page, widget: WidgetView, button = 'Start verification') {
  const popupOpened = page.waitForEvent('popup');
  await widget.getByRole('button', { name: button }).click();
  return popupOpened;
}
