// The console's credentials against an msw sandbox: the partner, merchant and URLs with copy buttons, the secrets
// only after "Show secrets" (read through `?reveal=secrets`, the scripts' route), and the three snippets to copy.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { credentialSnippets } from '../../api/contract/sandbox/snippets';
import { expectNoAxeViolations } from '../../test/render-with-kit';
import { renderConsole } from './render-console';
import { credentialsFixture, maskedCredentials } from './console-fixtures';
import { CredentialsPanel } from './credentials-panel';

const sessionSecret = 'f'.repeat(64);

function renderPanel(options: Parameters<typeof renderConsole>[1] = {}) {
  return renderConsole(<CredentialsPanel sessionSecret={sessionSecret} />, options);
}

const { partner, merchant } = credentialsFixture;
const secrets = [merchant.apiSecret!, merchant.ipnSecret!, partner.webhookSecret!];

describe('CredentialsPanel', () => {
  it('shows the partner, the merchant and the URLs, each with a copy button, and the secrets hidden', async () => {
    const { container, sandbox } = renderPanel();
    expect(await screen.findByText(partner.id)).toBeInTheDocument();
    expect(screen.getByText(merchant.apiKey)).toBeInTheDocument();
    expect(screen.getByText('ES256')).toBeInTheDocument();
    expect(screen.getByText(partner.privateKeyFile)).toBeInTheDocument();
    expect(screen.getByText('http://localhost:4000/merchant')).toBeInTheDocument();
    for (const name of ['Copy partner ID', 'Copy API key', 'Copy key file path', 'Copy Merchant API URL'])
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    expect(screen.getAllByText('Hidden')).toHaveLength(3);
    expect(screen.getByText('The secrets are hidden.')).toHaveAttribute('role', 'status');
    for (const secret of secrets) expect(container.textContent).not.toContain(secret);
    expect(sandbox.state.reveals).toBe(0);
    await expectNoAxeViolations(container);
  });

  it('copies a value', async () => {
    const { user } = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Copy API key' }));
    expect(await navigator.clipboard.readText()).toBe(merchant.apiKey);
  });

  it('shows the secrets only on request, through ?reveal=secrets, and hides them again', async () => {
    const { user, sandbox, container } = renderPanel();
    const toggle = await screen.findByRole('button', { name: 'Show secrets' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(await screen.findByText(merchant.apiSecret!)).toBeInTheDocument();
    expect(sandbox.state.reveals).toBe(1);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByText('Hidden')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy IPN secret' }));
    expect(await navigator.clipboard.readText()).toBe(merchant.ipnSecret);
    await expectNoAxeViolations(container);

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    for (const secret of secrets) expect(container.textContent).not.toContain(secret);
  });

  it('says when the secrets could not be read', async () => {
    const { user } = renderPanel({ failReveal: true });
    await user.click(await screen.findByRole('button', { name: 'Show secrets' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The secrets could not be read.');
    expect(screen.getAllByText('Hidden')).toHaveLength(3);
  });

  it('offers the script tag, the signed curls (list, create) and the .env, as the contract writes them, each to copy', async () => {
    const { user } = renderPanel();
    await screen.findByText(partner.id);
    const hidden = credentialSnippets(maskedCredentials(credentialsFixture), {
      sessionSecret,
      hiddenNote: 'hidden: press “Show secrets” in the sandbox console to fill it in',
    });
    const snippet = (name: string) => within(screen.getByRole('article', { name }));
    expect(snippet('Script tag of a partner page').getByText(/tradekit\.js/).textContent).toBe(hidden.scriptTag);
    expect(snippet('Signed curl: list invoices').getByText(/openssl dgst/).textContent).toBe(hidden.merchantCurl);
    expect(snippet('Signed curl: create an invoice').getByText(/openssl dgst/).textContent).toBe(
      hidden.merchantCreateCurl,
    );
    expect(hidden.merchantCreateCurl).toContain('"plugin_name"');
    expect(snippet('.env of a BFF in front of this sandbox').getByText(/TRADEKIT_MODE/).textContent).toBe(
      hidden.bffEnv,
    );
    expect(hidden.merchantCurl).not.toContain(merchant.apiSecret);

    await user.click(screen.getByRole('button', { name: 'Show secrets' }));
    await screen.findByText(merchant.apiSecret!);
    await user.click(screen.getByRole('button', { name: 'Copy curl command' }));
    const copied = await navigator.clipboard.readText();
    expect(copied).toBe(credentialSnippets(credentialsFixture, { sessionSecret, hiddenNote: '' }).merchantCurl);
    expect(copied).toContain(`MERCHANT_API_SECRET='${merchant.apiSecret}'`);
    await user.click(screen.getByRole('button', { name: 'Copy create-invoice curl' }));
    expect(await navigator.clipboard.readText()).toBe(
      credentialSnippets(credentialsFixture, { sessionSecret, hiddenNote: '' }).merchantCreateCurl,
    );
  });

  it('makes a random SESSION_SECRET for the .env when none is given', async () => {
    renderConsole(<CredentialsPanel />);
    const env = await screen.findByText(/TRADEKIT_MODE/);
    expect(env.textContent).toMatch(/^SESSION_SECRET=[0-9a-f]{64}$/m);
  });
});
