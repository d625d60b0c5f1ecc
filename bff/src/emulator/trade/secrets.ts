// Secrets the Trade API hands out or receives (passwords, tokens, emailed codes): how they are made and how they
// are kept. Nothing a client could replay is stored in clear: tokens and codes as SHA-256, passwords with scrypt.
import { createHash, randomBytes, randomInt, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: object,
) => Promise<Buffer>;

// N = 2^14 keeps a sign-in near 30 ms on these machines while still costing a guesser 16 MiB per try.
const SCRYPT = { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
const KEY_LENGTH = 32;

/** `scrypt$<salt hex>$<hash hex>`: the parameters are fixed, the salt is per password. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, KEY_LENGTH, SCRYPT);
  return `scrypt$${salt.toString('hex')}$${key.toString('hex')}`;
}

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const [scheme, saltHex, hashHex] = (stored ?? '').split('$');
  if (scheme !== 'scrypt' || !saltHex || !hashHex) {
    // Same work either way, so the answer time does not tell whether the account has a password.
    await scryptAsync(password, Buffer.alloc(16), KEY_LENGTH, SCRYPT);
    return false;
  }
  const key = await scryptAsync(password, Buffer.from(saltHex, 'hex'), KEY_LENGTH, SCRYPT);
  const expected = Buffer.from(hashHex, 'hex');
  return expected.length === key.length && timingSafeEqual(expected, key);
}

/** A random bearer secret, URL-safe; 32 bytes is far beyond guessing. */
export function newToken(prefix: string): string {
  return `${prefix}_${randomBytes(32).toString('base64url')}`;
}

/** How a token or code is stored and looked up. */
export function secretHash(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** Constant-time comparison of a presented secret with a stored hash. */
export function matchesHash(value: string, hash: string): boolean {
  const a = Buffer.from(secretHash(value), 'hex');
  const b = Buffer.from(hash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A code of `digits` decimal digits from the CSPRNG, leading zeros kept. */
export function newNumericCode(digits: number): string {
  return String(randomInt(0, 10 ** digits)).padStart(digits, '0');
}
