// The worked examples of the API references are computed, not only written: each figure the documents show is
// recomputed here with node:crypto, and the Node snippets the documents give are run.
import { createHmac, createPublicKey, generateKeyPairSync, sign, verify } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  EXAMPLE_IPN_SECRET,
  merchantCallbackExample,
  merchantCallbackSignatureExample,
} from './merchant/openapi-examples';
import { merchantOpenApiDocument } from './merchant/openapi';
import { hmacExample, partnerJwtExample } from './openapi-auth-examples';
import { EXAMPLE_WEBHOOK_SECRET, tradeWebhookExamples, tradeWebhookSignatureExamples } from './trade/openapi-examples';
import { tradeOpenApiDocument } from './trade/openapi';

const hmacHex = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex');

describe('the merchant HMAC worked example', () => {
  it('spec: the signature is the HMAC-SHA256 of nonce + API key under the API secret, in lowercase hex', () => {
    expect(hmacHex(hmacExample.apiSecret, hmacExample.nonce + hmacExample.apiKey)).toBe(hmacExample.signature);
  });

  it('shows the exact string signed, the nonce and the header with the deployment scheme token', () => {
    const description = merchantOpenApiDocument(undefined, { scheme: 'Acme' }).info.description ?? '';
    expect(description).toContain(`${hmacExample.nonce}${hmacExample.apiKey}`);
    expect(description).toContain(
      `Authorization: Acme apikey="${hmacExample.apiKey}", nonce="${hmacExample.nonce}", signature="${hmacExample.signature}"`,
    );
  });

  it('the callback example carries the signature of its compact JSON under the example IPN secret', () => {
    expect(hmacHex(EXAMPLE_IPN_SECRET, JSON.stringify(merchantCallbackExample))).toBe(merchantCallbackSignatureExample);
  });
});

describe('the partner JWT worked example', () => {
  it('the signing input is base64url(header) "." base64url(claims)', () => {
    const part = (json: unknown) => Buffer.from(JSON.stringify(json)).toString('base64url');
    expect(partnerJwtExample.signingInput).toBe(`${part(partnerJwtExample.header)}.${part(partnerJwtExample.payload)}`);
  });

  it('the snippet makes an ES256 token that verifies with the public key (raw r‖s signature)', () => {
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const signature = sign('sha256', Buffer.from(partnerJwtExample.signingInput), {
      key: privateKey,
      dsaEncoding: 'ieee-p1363',
    });
    expect(signature).toHaveLength(64);
    const ok = verify(
      'sha256',
      Buffer.from(partnerJwtExample.signingInput),
      { key: createPublicKey(privateKey), dsaEncoding: 'ieee-p1363' },
      signature,
    );
    expect(ok).toBe(true);
  });

  it('names the claims, the key file and the algorithm in the Trade API description', () => {
    const description =
      tradeOpenApiDocument(undefined, { partnerPrivateKeyFile: '/srv/tradekit/data/partner-private-key.pem' }).info
        .description ?? '';
    expect(description).toContain('/srv/tradekit/data/partner-private-key.pem');
    expect(description).toContain('**ES256**');
    expect(description).toContain(partnerJwtExample.signingInput);
    expect(description).toContain('`{traderId, externalId}`');
  });

  it('each webhook example carries the signature of its compact JSON under the example webhook secret', () => {
    for (const [event, body] of Object.entries(tradeWebhookExamples)) {
      expect(hmacHex(EXAMPLE_WEBHOOK_SECRET, JSON.stringify(body)), event).toBe(
        tradeWebhookSignatureExamples[event as keyof typeof tradeWebhookSignatureExamples],
      );
    }
  });
});
