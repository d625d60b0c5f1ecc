import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { FixedClock } from '../../src/clock';
import { createMerchantSigner } from '../../src/upstream/merchant-signer';

const credentials = { apiKey: 'key123', apiSecret: 'secret456', scheme: 'Service' };

function parse(header: string) {
  const match = /^Service apikey="([^"]+)", nonce="(\d+)", signature="([0-9a-f]{64})"$/.exec(header);
  if (!match) throw new Error(`unexpected header ${header}`);
  return { apiKey: match[1]!, nonce: match[2]!, signature: match[3]! };
}

describe('merchant request signing', () => {
  it('signs HMAC-SHA256(nonce + API key) under the API secret, in lowercase hex, quoted values', () => {
    const signer = createMerchantSigner(credentials, new FixedClock(new Date('2026-01-01T00:00:00Z')));
    const { apiKey, nonce, signature } = parse(signer.authorization());
    expect(apiKey).toBe('key123');
    expect(nonce).toBe(String(Date.UTC(2026, 0, 1) * 1000));
    expect(signature).toBe(createHmac('sha256', 'secret456').update(`${nonce}key123`).digest('hex'));
  });

  it('uses a fresh, strictly increasing nonce even when the clock stands still or steps back', () => {
    const clock = new FixedClock(new Date('2026-01-01T00:00:00Z'));
    const signer = createMerchantSigner(credentials, clock);
    const first = BigInt(parse(signer.authorization()).nonce);
    const second = BigInt(parse(signer.authorization()).nonce);
    clock.set(new Date('2025-12-31T23:00:00Z'));
    const third = BigInt(parse(signer.authorization()).nonce);
    clock.advance(7200);
    const fourth = BigInt(parse(signer.authorization()).nonce);
    expect(second).toBeGreaterThan(first);
    expect(third).toBeGreaterThan(second);
    expect(fourth).toBe(BigInt(clock.now().getTime()) * 1000n);
  });

  it('uses the configured scheme token', () => {
    const signer = createMerchantSigner({ ...credentials, scheme: 'Acme' }, new FixedClock(new Date()));
    expect(signer.authorization()).toMatch(/^Acme apikey="key123"/);
  });
});
