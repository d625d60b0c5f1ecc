// The sandbox's own partner and merchant as the console's Credentials panel and scripts read them
// (`GET /sandbox/credentials`): read from the database and the configuration, so they are right whether or not
// `sandbox.json` was written. Secrets only when asked for; the partner's private key never, only its file.
import { createPublicKey } from 'node:crypto';
import type * as z from 'zod/mini';
import type { SandboxCredentials } from '#contract/sandbox/requests';
import { sandboxFiles, sandboxUrls } from '../../sandbox-description';
import type { EmulatorContext } from '../context';
import { merchantById } from '../merchant/merchant-account';
import { findPartner } from '../trade/partner-store';
import { readSandboxState } from './state';

export type Credentials = z.output<typeof SandboxCredentials>;

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
  const partner = findPartner(ctx.db, partnerId);
  if (!partner) return undefined;
  const merchant = merchantById(ctx.db, Number(merchantId));
  const secret = (value: string | null) => (reveal ? value : null);
  return {
    secretsShown: reveal,
    urls: sandboxUrls(ctx.config.publicUrl),
    partner: {
      id: partner.id,
      number: partner.number,
      name: partner.name,
      keyAlgorithm: keyAlgorithmOf(partner.publicKeyPem),
      publicKeyPem: partner.publicKeyPem,
      privateKeyFile: sandboxFiles(ctx.config.dataDir).partnerPrivateKey,
      webhookUrl: partner.webhookUrl,
      webhookSecret: secret(partner.webhookSecret),
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
