// The snippets of the sandbox's credentials as text: what each holds, how hidden secrets are left out, and that a
// value a shell or a .env would misread is quoted. (bff/test/emulator/sandbox/credentials.test.ts runs them.)
import { describe, expect, it } from 'vitest';
import { credentialSnippets, shellQuote, type SandboxCredentialsView } from './snippets';

const credentials: SandboxCredentialsView = {
  secretsShown: true,
  urls: {
    bffUrl: 'http://localhost:4000',
    tradeBaseUrl: 'http://localhost:4000/trade',
    tradeUserUrl: 'http://localhost:4000/user',
    merchantBaseUrl: 'http://localhost:4000/merchant',
    sandboxUrl: 'http://localhost:4000/sandbox',
  },
  partner: {
    id: '6f1c2b9e-4d3a-4c8e-9b1f-2a7d5e0c3b41',
    number: 1,
    name: 'Tradekit sandbox partner',
    keyAlgorithm: 'ES256',
    publicKeyPem: '-----BEGIN PUBLIC KEY-----\n…\n-----END PUBLIC KEY-----\n',
    privateKeyFile: '/home/dev/my data/partner-private-key.pem',
    webhookUrl: null,
    webhookSecret: 'webhook-secret',
  },
  merchant: {
    id: 1,
    apiKey: 'api-key',
    authScheme: 'Coinify',
    callbackUrl: null,
    apiSecret: "it's-secret",
    ipnSecret: 'ipn-secret',
  },
};
const options = { sessionSecret: 's'.repeat(64), hiddenNote: 'hidden: show the secrets' };
const hidden: SandboxCredentialsView = {
  ...credentials,
  secretsShown: false,
  partner: { ...credentials.partner, webhookSecret: null },
  merchant: { ...credentials.merchant, apiSecret: null, ipnSecret: null },
};

describe('credentialSnippets', () => {
  it('the script tag loads tradekit.js from the BFF onto an element marked data-tradekit', () => {
    const { scriptTag } = credentialSnippets(credentials, options);
    expect(scriptTag).toContain('<div data-tradekit="inline" data-locale="en"></div>');
    expect(scriptTag).toContain('<script async src="http://localhost:4000/tradekit.js"></script>');
  });

  it('the curl signs with the scheme, key and secret given, each quoted for the shell', () => {
    const { merchantCurl } = credentialSnippets(credentials, options);
    expect(merchantCurl).toContain(`MERCHANT_API_SECRET='it'\\''s-secret'`);
    expect(merchantCurl).toContain("MERCHANT_API_KEY='api-key'");
    expect(merchantCurl).toContain('openssl dgst -sha256 -hmac "$MERCHANT_API_SECRET"');
    expect(merchantCurl).toContain('"$MERCHANT_BASE_URL/v3/invoices"');
    expect(merchantCurl).toContain('Authorization: Coinify apikey=\\"$MERCHANT_API_KEY\\"');
  });

  it('rule: the create curl POSTs /v3/invoices signed the same way, with the body the API requires', () => {
    const { merchantCreateCurl, merchantCurl } = credentialSnippets(credentials, options);
    expect(merchantCreateCurl).toContain('curl -sS -X POST "$MERCHANT_BASE_URL/v3/invoices"');
    expect(merchantCreateCurl).toContain("-H 'Content-Type: application/json'");
    const body = /-d '([^']*)'$/.exec(merchantCreateCurl)?.[1];
    expect(JSON.parse(body ?? '')).toMatchObject({
      amount: expect.any(Number),
      currency: 'EUR',
      plugin_name: expect.any(String),
      plugin_version: expect.any(String),
    });
    // Signed as the list snippet is: the same variables, nonce, signature and header.
    const signing = merchantCurl.split('\n').filter((line) => !line.startsWith('curl'));
    for (const line of signing) expect(merchantCreateCurl.split('\n')).toContain(line.replace(/"$/, '" \\'));
  });

  it('the .env names every setting a BFF in front of the sandbox needs, quoting a value with a space', () => {
    const { bffEnv } = credentialSnippets(credentials, options);
    for (const line of [
      'TRADEKIT_MODE=production',
      `SESSION_SECRET=${'s'.repeat(64)}`,
      'TRADE_BASE_URL=http://localhost:4000/trade',
      'MERCHANT_AUTH_SCHEME=Coinify',
      'PARTNER_ID=6f1c2b9e-4d3a-4c8e-9b1f-2a7d5e0c3b41',
      'PARTNER_KEY_ALGORITHM=ES256',
      'PARTNER_PRIVATE_KEY_FILE="/home/dev/my data/partner-private-key.pem"',
      'PARTNER_WEBHOOK_SECRET=webhook-secret',
      'MERCHANT_API_SECRET="it\'s-secret"',
      'MERCHANT_IPN_SECRET=ipn-secret',
      'BTC_NETWORK=testnet',
    ])
      expect(bffEnv.split('\n')).toContain(line);
  });

  it('rule: secrets answered as null are left out, the note in their place', () => {
    const { merchantCurl, merchantCreateCurl, bffEnv } = credentialSnippets(hidden, options);
    for (const curl of [merchantCurl, merchantCreateCurl]) {
      expect(curl).toContain('# hidden: show the secrets');
      expect(curl).toContain('MERCHANT_API_SECRET="${MERCHANT_API_SECRET:?set MERCHANT_API_SECRET first}"');
    }
    for (const name of ['PARTNER_WEBHOOK_SECRET', 'MERCHANT_API_SECRET', 'MERCHANT_IPN_SECRET']) {
      expect(bffEnv).toContain(`# ${name}: hidden: show the secrets`);
      expect(bffEnv).not.toMatch(new RegExp(`^${name}=`, 'm'));
    }
  });

  it('a note cannot break out of its comment line', () => {
    const { bffEnv } = credentialSnippets(hidden, { ...options, hiddenNote: 'one\nMERCHANT_API_SECRET=x' });
    expect(bffEnv).not.toMatch(/^MERCHANT_API_SECRET=/m);
  });
});

describe('shellQuote', () => {
  it('quotes anything so a POSIX shell reads it literally', () => {
    expect(shellQuote('plain')).toBe("'plain'");
    expect(shellQuote("a'b")).toBe("'a'\\''b'");
    expect(shellQuote('$HOME `x`')).toBe("'$HOME `x`'");
  });
});
