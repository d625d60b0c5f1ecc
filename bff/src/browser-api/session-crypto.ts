// Keys derived from SESSION_SECRET, each for one purpose: encrypting session data at rest (AES-256-GCM, bound to
// its row), hashing session ids for storage (a leaked table holds no usable cookie), and signing widget session
// tokens. Rotating SESSION_SECRET signs everyone out, which is the point of rotating it.
import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';

function derive(secret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'tradekit-bff', purpose, 32));
}

export interface SessionCrypto {
  /** Encrypts `plaintext`, bound to `context` (the row's id hash) so a value cannot be moved to another row. */
  seal(plaintext: string, context: string): string;
  /** Undefined when the value was not sealed with this secret and context, or was altered. */
  open(sealed: string, context: string): string | undefined;
  /** What the database stores in place of a session id. */
  hashId(id: string): string;
  /** HMAC-SHA256 of `data` under the widget token key, base64url. */
  signToken(data: string): string;
  verifyToken(data: string, signature: string): boolean;
}

export function createSessionCrypto(secret: string): SessionCrypto {
  const dataKey = derive(secret, 'session-data-v1');
  const idKey = derive(secret, 'session-id-v1');
  const tokenKey = derive(secret, 'widget-session-token-v1');
  return {
    seal(plaintext, context) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', dataKey, iv);
      cipher.setAAD(Buffer.from(context));
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), body]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
        .join('.');
    },
    open(sealed, context) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || body === undefined) return undefined;
      try {
        const decipher = createDecipheriv('aes-256-gcm', dataKey, Buffer.from(iv, 'base64url'));
        decipher.setAAD(Buffer.from(context));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        return undefined;
      }
    },
    hashId(id) {
      return createHmac('sha256', idKey).update(id).digest('hex');
    },
    signToken(data) {
      return createHmac('sha256', tokenKey).update(data).digest('base64url');
    },
    verifyToken(data, signature) {
      const expected = Buffer.from(createHmac('sha256', tokenKey).update(data).digest('base64url'));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
