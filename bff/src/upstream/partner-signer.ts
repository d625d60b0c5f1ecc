// Mints the JWTs a partner signs with its own key pair (trusted email validation, partner KYC, document upload,
// offline token reset). The header is exactly `{alg, typ: 'JWT'}`, as the Trade API requires; nothing else.
import { createPrivateKey, type KeyObject } from 'node:crypto';
import { SignJWT, type JWTPayload } from 'jose';
import type { PartnerJwtAlgorithm } from '#contract/trade/partner-jwt';
import type { Clock } from '../clock';

/** The key type and EC curve each algorithm needs; a mismatch is a configuration error found at start-up. */
const keyNeeds: Record<PartnerJwtAlgorithm, { type: 'rsa' | 'ec'; curve?: string }> = {
  RS256: { type: 'rsa' },
  RS384: { type: 'rsa' },
  RS512: { type: 'rsa' },
  ES256: { type: 'ec', curve: 'prime256v1' },
  ES384: { type: 'ec', curve: 'secp384r1' },
  ES512: { type: 'ec', curve: 'secp521r1' },
};

export interface PartnerSigner {
  readonly partnerId: string;
  readonly algorithm: PartnerJwtAlgorithm;
  /** Signs `payload`; `expiresInSeconds` adds `exp` counted from the signer's clock. */
  sign(payload: JWTPayload, options?: { expiresInSeconds?: number }): Promise<string>;
}

/**
 * Reads a PEM private key (PKCS#8, or the older PKCS#1 RSA / SEC1 EC forms) and checks that it fits the
 * algorithm. Throws an Error whose message says what to fix; the PEM itself never appears in it.
 */
export function readPartnerKey(pem: string, algorithm: PartnerJwtAlgorithm): KeyObject {
  let key: KeyObject;
  try {
    key = createPrivateKey(pem);
  } catch {
    throw new Error('the partner private key is not a PEM private key (PKCS#8, RSA or EC)');
  }
  const need = keyNeeds[algorithm];
  if (key.asymmetricKeyType !== need.type) {
    throw new Error(
      `${algorithm} needs an ${need.type.toUpperCase()} key, but the partner key is ${key.asymmetricKeyType}`,
    );
  }
  const curve = key.asymmetricKeyDetails?.namedCurve;
  if (need.curve && curve !== need.curve) {
    throw new Error(
      `${algorithm} needs an EC key on ${need.curve}, but the partner key is on ${curve ?? 'an unknown curve'}`,
    );
  }
  return key;
}

export function createPartnerSigner(options: {
  partnerId: string;
  privateKeyPem: string;
  algorithm: PartnerJwtAlgorithm;
  clock: Clock;
}): PartnerSigner {
  const key = readPartnerKey(options.privateKeyPem, options.algorithm);
  const { algorithm, clock } = options;
  return {
    partnerId: options.partnerId,
    algorithm,
    async sign(payload, signOptions = {}) {
      const now = Math.floor(clock.now().getTime() / 1000);
      const jwt = new SignJWT(payload).setProtectedHeader({ alg: algorithm, typ: 'JWT' }).setIssuedAt(now);
      if (signOptions.expiresInSeconds !== undefined) jwt.setExpirationTime(now + signOptions.expiresInSeconds);
      return jwt.sign(key);
    },
  };
}
