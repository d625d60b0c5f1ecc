// Journey (1) of the embed: an individual on a partner's page, served from another origin than the widget, gets a
// quote, signs up, reads the 6-digit code from the sandbox mailbox, fills in address, source of funds and PEP,
// verifies at the sandbox identity provider in a popup, and ends approved; the host page hears it all in order.
import { expect, test } from '@playwright/test';
import {
  completeIndividualProfile,
  getQuote,
  hostEvents,
  openIdentityProvider,
  openPartnerPage,
  signUp,
  uniqueEmail,
  verifyEmail,
} from './support';

test('individual: quote to approved identity, with the host page receiving the events in order', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const widget = await openPartnerPage(page);
  await getQuote(widget);
  const email = uniqueEmail('ada');

  // The password policy is told before typing, and a 3-character password is refused before anything is sent.
  const password = widget.getByLabel('Password');
  await expect(password).toHaveAccessibleDescription(/^At least 8 characters, with a letter and a digit/);
  await widget.getByRole('textbox', { name: 'Email' }).fill(email);
  await password.fill('abc');
  await widget.getByRole('button', { name: 'Create account' }).click();
  await expect(password).toHaveAccessibleDescription(/Use at least 8 characters/);
  await expect(password).toBeFocused();
  // The partner's terms are linked from the box that accepts them.
  await expect(widget.getByRole('link', { name: /terms and conditions/ })).toHaveAttribute('href', /#terms$/);

  await signUp(widget, email);
  await verifyEmail(widget, request, email);
  await completeIndividualProfile(widget);

  // The identity provider opens in a new window (never in the iframe); approving there brings the result back.
  const provider = await openIdentityProvider(page, widget);
  await provider.getByRole('button', { name: 'Approve: my ID matches' }).click();

  // Approved: on to the order summary of the quote chosen before sign-up.
  await expect(widget.getByRole('heading', { name: 'Check your order' })).toBeVisible({ timeout: 15_000 });

  const milestones = ['ready', 'signedUp', 'emailVerified', 'profileCompleted', 'kycStarted', 'kycFinished'];
  expect((await hostEvents(page)).filter((name) => milestones.includes(name))).toEqual(milestones);
  await expect(page.locator('#events li[data-event="kycFinished"]')).toContainText('"state":"approved"');
});
