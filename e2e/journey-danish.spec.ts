// Journey (7) of the embed: the partner's page asks for Danish (`locale: 'da'`), and the whole flow — every label
// a user reads or a screen reader announces, and the frame's `lang` — is Danish from the opening screen to an
// approved identity. Labels are written out here rather than read from da.json, so a missing translation (falling
// back to English) fails.
import { expect, test } from '@playwright/test';
import { codeFromMailbox, hostEvents, openIdentityProvider, openPartnerPage, uniqueEmail } from './support';

test('Danish end to end: quote, sign-up, profile and identity, all in Danish', async ({ page, request }) => {
  test.setTimeout(60_000);
  const widget = await openPartnerPage(page, { locale: 'da' });
  await expect(widget.getByRole('heading', { level: 1, name: 'Køb og sælg krypto' })).toBeVisible();
  await expect(widget.locator('html')).toHaveAttribute('lang', 'da');

  await widget.getByRole('button', { name: 'Få et tilbud' }).click();
  await widget.getByRole('textbox', { name: 'Beløb i EUR' }).fill('100');
  await expect(widget.getByText('Du modtager ca.')).toBeVisible();
  await widget.getByRole('button', { name: 'Fortsæt' }).click();

  // Bad input is answered in Danish too (an address the service would refuse: a non-ASCII local part).
  await widget.getByRole('textbox', { name: 'E-mail' }).fill('søren@example.com');
  await widget.getByLabel('Adgangskode').fill('correct horse battery');
  await widget.getByRole('button', { name: 'Opret konto' }).click();
  await expect(widget.getByText('Indtast en e-mailadresse som navn@eksempel.dk.')).toBeVisible();

  const email = uniqueEmail('soren');
  await widget.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await widget.getByRole('radio', { name: 'Privat' }).check();
  await widget.getByRole('combobox', { name: 'Bopælsland' }).selectOption('DK');
  await widget.getByRole('checkbox', { name: /Jeg accepterer vilkårene og betingelserne/ }).check();
  await widget.getByRole('button', { name: 'Opret konto' }).click();

  await expect(widget.getByRole('heading', { name: 'Bekræft din e-mail' })).toBeVisible();
  await widget.getByRole('textbox', { name: 'Kode' }).fill(await codeFromMailbox(request, email));

  await widget.getByRole('textbox', { name: 'Gade og nummer' }).fill('Vesterbrogade 1');
  await widget.getByRole('textbox', { name: 'By', exact: true }).fill('København');
  await widget.getByRole('button', { name: 'Fortsæt' }).click();
  await widget.getByRole('combobox', { name: 'Hvor kommer pengene fra?' }).selectOption('savings');
  await widget.getByRole('combobox', { name: 'Hvor meget forventer du at handle for om året?' }).selectOption('2');
  await widget.getByRole('checkbox', { name: /lovlige aktiviteter/ }).check();
  await widget.getByRole('button', { name: 'Fortsæt' }).click();
  await widget.getByRole('radio', { name: 'Intet af dette' }).check();
  await widget.getByRole('button', { name: 'Fortsæt' }).click();

  await expect(widget.getByRole('heading', { name: 'Bekræft din identitet' })).toBeVisible();
  const provider = await openIdentityProvider(page, widget, 'Start bekræftelse');
  await provider.getByRole('button', { name: 'Approve: my ID matches' }).click();
  // Godkendt: ordreoversigten over tilbuddet, på dansk.
  await expect(widget.getByRole('heading', { name: 'Tjek din ordre' })).toBeVisible({ timeout: 15_000 });
  await expect(widget.getByRole('button', { name: 'Bekræft og køb' })).toBeVisible();
  await expect(widget.getByRole('navigation', { name: 'Handel' })).toBeVisible();

  // The locale changes words, not the protocol: the host hears the same events.
  expect(await hostEvents(page)).toContain('kycFinished');
});
