// The sandbox's own partner and merchant as the console's Credentials panel and scripts read them
// (`GET /sandbox/credentials`): read from the database and the configuration, so they are right whether or not
// `sandbox.json` was written. Secrets only when asked for; the partner's private key never, only its file.
import { createPublicKey } from 'node:crypto';
import type * as z from 'zod/mini';
import type { SandboxCredentials } from '#contract/sandbox/requests';
import { sandboxFiles, sandboxUrls } from '../../sandbox-description';
import type { EmulatorContext } from '../context';
import { readSandboxState } from './state';

export type Credentials = z.output<typeof SandboxCredentials>;

interface PartnerRow {
  id: string;
  number: number;
  name: string;
  public_key_pem: string;
  webhook_url: string | null;
  webhook_secret: string | null;
}

interface MerchantRow {
  id: number;
  api_key: string;
  api_secret: string;
  ipn_secret: string;
  callback_url: string | null;
}

/** The JWT algorithm a public key signs for: the sandbox makes EC P-256 (ES256); an RSA key would be RS256. */
export function keyAlgorithmOf(publicKeyPem: string): string {
  const key = createPublicKey(publicKeyPem);
  if (key.asymmetricKeyType === 'rsa') return 'RS256';
  const curve = key.asymmetricKeyDetails?.namedCurve;
  return curve === 'prime256v1' || curve === 'P-256' ? 'ES256' : `EC ${curve ?? 'unknown curve'}`;
}

/** The sandbox's partner, merchant and URLs; undefined before the start-up made them (ensureSandbox). */
export function readSandboxCredentials(ctx: EmulatorContext, reveal: boolean): Credentials | undefined {
  const partnerId = readSandboxState(ctx.db, 'sandboxPartnerId');
  const merchantId = readSandboxState(ctx.db, 'sandboxMerchantId');
  if (partnerId === undefined || merchantId === undefined) return undefined;
  const partner = ctx.db
    .prepare('SELECT id, number, name, public_key_pem, webhook_url, webhook_secret FROM partners WHERE id = ?')
    .get(partnerId) as PartnerRow | undefined;
  const merchant = ctx.db
    .prepare('SELECT id, api_key, api_secret, ipn_secret, callback_url FROM merchants WHERE id = ?')
    .get(Number(merchantId)) as MerchantRow | undefined;
  if (!partner || !merchant) return undefined;
  const secret = (value: string | null) => (reveal ? value : null);
  return {
    secretsShown: reveal,
    urls: sandboxUrls(ctx.config.publicUrl),
    partner: {
      id: partner.id,
      number: partner.number,
      name: partner.name,
      keyAlgorithm: keyAlgorithmOf(partner.public_key_pem),
      publicKeyPem: partner.public_key_pem,
      privateKeyFile: sandboxFiles(ctx.config.dataDir).partnerPrivateKey,
      webhookUrl: partner.webhook_url,
      webhookSecret: secret(partner.webhook_secret),
    },
    merchant: {
      id: merchant.id,
      // The API key names the merchant in every request's header, in clear: not a secret, unlike what signs.
      apiKey: merchant.api_key,
      authScheme: ctx.config.merchantAuthScheme,
      callbackUrl: merchant.callback_url,
      apiSecret: secret(merchant.api_secret),
      ipnSecret: secret(merchant.ipn_secret),
    },
  };
}
