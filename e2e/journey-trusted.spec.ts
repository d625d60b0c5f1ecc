// Trusted sign-up through the embed: the partner's server, which has verified the user's email itself, mints a
// signed widget session at the BFF (POST /api/partner/widget-sessions with the admin token); the page mounts the
// widget with it, and the user signs up with that email and goes straight on to the address — no emailed code.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { widgetOrigin } from './origins';
import { getQuote, hostEvents, openPartnerPage, signUp, uniqueEmail } from './support';

/** What the partner's server does: asks the BFF for a widget session for an email it has verified. */
async function mintWidgetSession(request: APIRequestContext, email: string): Promise<string> {
  const dataDir = process.env.TRADEKIT_E2E_DATA_DIR;
  if (!dataDir) throw new Error('TRADEKIT_E2E_DATA_DIR is unset; playwright.config.ts sets it');
  const adminToken = readFileSync(join(dataDir, 'bff-admin-token'), 'utf8').trim();
  const response = await request.post(`${widgetOrigin}/api/partner/widget-sessions`, {
    headers: { authorization: `Bearer ${adminToken}` },
    data: { email },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { token: string }).token;
}

test('a widget session from the partner server lets the user sign up without the email code', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('trusted');
  const widgetSession = await mintWidgetSession(request, email);
  const widget = await openPartnerPage(page, { widgetSession });
  await getQuote(widget);
  // The email the partner vouched for is already there, and cannot be changed.
  const emailBox = widget.getByRole('textbox', { name: 'Email' });
  await expect(emailBox).toHaveValue(email);
  await expect(emailBox).not.toBeEditable();
  await expect(emailBox).toHaveAccessibleDescription('This email is already confirmed, so it cannot be changed here.');
  await signUp(widget, email);

  await expect(widget.getByRole('textbox', { name: 'Street and number' })).toBeVisible();
  await expect(widget.getByRole('textbox', { name: 'Code', exact: true })).toHaveCount(0);
  const mail = (await (
    await request.get(`${widgetOrigin}/sandbox/mailbox?to=${encodeURIComponent(email)}`)
  ).json()) as unknown[];
  expect(mail, 'no verification code is mailed to a trusted email').toEqual([]);
  expect(await hostEvents(page)).toContain('signedUp');
  expect(await hostEvents(page)).not.toContain('error');
});

test('a widget session token already used is refused, and the host hears an error event', async ({ page, request }) => {
  const widgetSession = await mintWidgetSession(request, uniqueEmail('replayed'));
  const first = await request.post(`${widgetOrigin}/api/session/widget`, {
    headers: { origin: widgetOrigin, 'x-tradekit-request': '1' },
    data: { token: widgetSession },
  });
  expect(first.ok(), await first.text()).toBe(true);

  const widget = await openPartnerPage(page, { widgetSession });
  await expect(page.locator('#events li[data-event="error"]')).toContainText('"code":"invalid_widget_session"');
  // The widget still works: the user can sign up the ordinary way.
  await expect(widget.getByRole('button', { name: 'Get a quote' })).toBeVisible();
});
