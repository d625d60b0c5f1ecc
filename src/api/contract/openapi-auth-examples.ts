// The worked examples of the two ways a server authenticates to the service, as Markdown for the OpenAPI documents'
// descriptions: the partner JWT (Trade API) and the merchant HMAC header (Merchant API). The figures are fixed
// example values; openapi-auth-examples.node.test.ts recomputes them with node:crypto, so the text cannot go wrong.

/** The example merchant credentials and nonce of the HMAC worked example. */
export const hmacExample = {
  apiKey: '3f1c9a7e2b5d4e8f',
  apiSecret: 'example-api-secret',
  nonce: '1795920523123456',
  /** Lowercase hex HMAC-SHA256 of `nonce + apiKey` under `apiSecret`. */
  signature: 'db248e35f9accb98a5bf7b175274b7c745e090082dec8df7565b89a625761847',
} as const;

/** The header and claims of the partner JWT worked example, and its signing input. */
export const partnerJwtExample = {
  header: { typ: 'JWT', alg: 'ES256' },
  payload: { traderId: 1, externalId: 'review-2026-0042' },
  /** `base64url(header) + "." + base64url(payload)`: the bytes the partner key signs. */
  signingInput: 'eyJ0eXAiOiJKV1QiLCJhbGciOiJFUzI1NiJ9.eyJ0cmFkZXJJZCI6MSwiZXh0ZXJuYWxJZCI6InJldmlldy0yMDI2LTAwNDIifQ',
} as const;

const fence = (language: string, code: string) => `\`\`\`${language}\n${code}\n\`\`\``;

/** The Trade API's worked example of a partner JWT, for its `info.description`. */
export function partnerJwtWorkedExample(options: { privateKeyFile?: string } = {}): string {
  const keyFile = options.privateKeyFile ?? 'data/partner-private-key.pem';
  return `## Authentication: the partner JWT, worked

Three endpoints (partner KYC, its document upload, the offline token reset) and the trusted email validation token
of a sign-up take a JWT the partner signs with its own key; the service verifies it with the public key registered
for the partner. The other endpoints take the user's access token from \`POST /auth\`.

- **Algorithm and key:** RS256, RS384, RS512 (an RSA key) or ES256, ES384, ES512 (an EC key). The sandbox makes
  its partner an EC P-256 key, so **ES256**; its private key is \`${keyFile}\` (PKCS #8 PEM) and never leaves the
  data directory.
- **Header:** exactly \`${JSON.stringify(partnerJwtExample.header)}\`; a \`kid\`, \`jku\` or any other key is refused.
- **Claims:** what the endpoint names, equal to the request: \`{traderId, externalId}\` (the body's) for
  \`POST /partners/{partner_id}/kyc\`; \`{reviewId, externalId}\` (the path's and \`X-Upload-External-Id\`) for a
  document upload; \`{email}\` (the body's) for \`POST /users/reset-offline-token\` and for
  \`trustedEmailValidationToken\`. \`exp\` is honoured when present; \`iat\` is ignored.
- **Signature:** over the ASCII bytes of \`base64url(header) + "." + base64url(payload)\`; for ES256 the raw 64-byte
  \`r‖s\` (IEEE P1363), not DER. The token is \`signingInput + "." + base64url(signature)\`, sent as
  \`Authorization: Bearer <token>\`.

For the claims \`${JSON.stringify(partnerJwtExample.payload)}\` the signing input is

${fence('text', partnerJwtExample.signingInput)}

and in Node, with no dependency:

${fence(
  'js',
  `import { createPrivateKey, sign } from 'node:crypto';
import fs from 'node:fs';

const part = (json) => Buffer.from(JSON.stringify(json)).toString('base64url');
const signingInput = \`\${part(${JSON.stringify(partnerJwtExample.header)})}.\${part(${JSON.stringify(partnerJwtExample.payload)})}\`;
const key = createPrivateKey(fs.readFileSync('${keyFile}'));
const signature = sign('sha256', Buffer.from(signingInput), { key, dsaEncoding: 'ieee-p1363' });
const jwt = \`\${signingInput}.\${signature.toString('base64url')}\`;
// Authorization: Bearer \${jwt}`,
)}

ECDSA signatures are randomised, so two tokens for the same claims differ; both verify.`;
}

/** The Merchant API's worked example of the signed `Authorization` header, for its `info.description`. */
export function merchantHmacWorkedExample(scheme: string): string {
  const { apiKey, apiSecret, nonce, signature } = hmacExample;
  return `## Authentication: the HMAC header, worked

Every request except the public rates carries
\`Authorization: ${scheme} apikey="<api key>", nonce="<nonce>", signature="<signature>"\`.

- **Nonce:** a new string for every request of the key; the reference method is the Unix time in microseconds.
  A nonce already used with the key, or a Unix time more than an hour old, is refused (\`api_key_required\`).
- **String signed:** the nonce followed directly by the API key, nothing between them.
- **Signature:** HMAC-SHA256 of that string keyed with the API secret, as 64 lowercase hexadecimal digits.

With the API key \`${apiKey}\`, the API secret \`${apiSecret}\` and the nonce \`${nonce}\`, the string signed is

${fence('text', `${nonce}${apiKey}`)}

its HMAC-SHA256 under the secret is \`${signature}\`, and the request carries

${fence('http', `Authorization: ${scheme} apikey="${apiKey}", nonce="${nonce}", signature="${signature}"`)}

In Node, with no dependency (the Python and PHP SDKs compute the same):

${fence(
  'js',
  `import { createHmac } from 'node:crypto';

const nonce = String(BigInt(Date.now()) * 1000n); // microseconds; never reuse one with the key
const signature = createHmac('sha256', apiSecret).update(nonce + apiKey).digest('hex');
const authorization = \`${scheme} apikey="\${apiKey}", nonce="\${nonce}", signature="\${signature}"\`;`,
)}

In Python: \`hmac.new(api_secret.encode(), (nonce + api_key).encode(), hashlib.sha256).hexdigest()\`.`;
}
