import { generateKeyPairSync } from 'node:crypto';
import { decodeProtectedHeader, importSPKI, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { partnerJwtAlgorithms, type PartnerJwtAlgorithm } from '#contract/trade/partner-jwt';
import { FixedClock } from '../../src/clock';
import { createPartnerSigner, readPartnerKey } from '../../src/upstream/partner-signer';

function keyPair(algorithm: PartnerJwtAlgorithm): { publicKey: string; privateKey: string } {
  const publicKeyEncoding = { type: 'spki', format: 'pem' } as const;
  const privateKeyEncoding = { type: 'pkcs8', format: 'pem' } as const;
  if (algorithm.startsWith('RS'))
    return generateKeyPairSync('rsa', { modulusLength: 2048, publicKeyEncoding, privateKeyEncoding });
  const namedCurve = { ES256: 'P-256', ES384: 'P-384', ES512: 'P-521' }[algorithm as 'ES256'];
  return generateKeyPairSync('ec', { namedCurve, publicKeyEncoding, privateKeyEncoding });
}

const clock = new FixedClock(new Date('2026-01-01T00:00:00Z'));
const partnerId = '11111111-2222-4333-8444-555555555555';

describe('partner JWTs', () => {
  for (const algorithm of partnerJwtAlgorithms) {
    it(`a ${algorithm} JWT verifies with the partner public key and has exactly the header keys typ and alg`, async () => {
      const { publicKey, privateKey } = keyPair(algorithm);
      const signer = createPartnerSigner({ partnerId, privateKeyPem: privateKey, algorithm, clock });
      const jwt = await signer.sign({ email: 'a@example.com' }, { expiresInSeconds: 60 });
      expect(decodeProtectedHeader(jwt)).toEqual({ alg: algorithm, typ: 'JWT' });
      const { payload } = await jwtVerify(jwt, await importSPKI(publicKey, algorithm), {
        algorithms: [algorithm],
        currentDate: clock.now(),
      });
      expect(payload.email).toBe('a@example.com');
      expect(payload.exp).toBe(Math.floor(clock.now().getTime() / 1000) + 60);
    });
  }

  it('accepts a PKCS#1 RSA and a SEC1 EC private key too', async () => {
    const rsa = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      privateKeyEncoding: { type: 'pkcs1', format: 'pem' },
      publicKeyEncoding: { type: 'spki', format: 'pem' },
    });
    expect(readPartnerKey(rsa.privateKey, 'RS256').asymmetricKeyType).toBe('rsa');
    const ec = generateKeyPairSync('ec', {
      namedCurve: 'P-256',
      privateKeyEncoding: { type: 'sec1', format: 'pem' },
      publicKeyEncoding: { type: 'spki', format: 'pem' },
    });
    expect(readPartnerKey(ec.privateKey, 'ES256').asymmetricKeyType).toBe('ec');
  });

  it('refuses a key that does not fit the algorithm, without echoing the key', () => {
    const { privateKey } = keyPair('ES256');
    expect(() => readPartnerKey(privateKey, 'RS256')).toThrow(/RS256 needs an RSA key/);
    expect(() => readPartnerKey(privateKey, 'ES384')).toThrow(/secp384r1/);
    expect(() => readPartnerKey('not a key', 'ES256')).toThrow(/not a PEM private key/);
    try {
      readPartnerKey(privateKey, 'RS256');
    } catch (error) {
      expect((error as Error).message).not.toContain('PRIVATE KEY');
    }
  });
});
