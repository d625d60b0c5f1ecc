// The browser's address check agrees with the BFF's (bff/src/btc-address.ts, on Node's crypto) on every address
// either network can have and on near misses of them, so the view never accepts what the BFF refuses.
import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { encodeSegwitAddress, isBtcAddress as serverCheck } from '../../../bff/src/btc-address';
import { btcAddressNetwork, isBtcAddress, sha256 } from './btc-address';

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const nodeSha256 = (data: Uint8Array) => createHash('sha256').update(data).digest();

function base58check(version: number, payload: Uint8Array): string {
  const body = Buffer.concat([Buffer.from([version]), payload]);
  const raw = Buffer.concat([body, nodeSha256(nodeSha256(body)).subarray(0, 4)]);
  let value = BigInt(`0x${raw.toString('hex')}`);
  let text = '';
  while (value > 0n) {
    text = BASE58[Number(value % 58n)] + text;
    value /= 58n;
  }
  for (const byte of raw) {
    if (byte !== 0) break;
    text = `1${text}`;
  }
  return text;
}

/** Addresses of every kind on both networks, and each with one character changed. */
function samples(): string[] {
  const addresses: string[] = [];
  for (let i = 0; i < 40; i++) {
    addresses.push(
      encodeSegwitAddress('bc', 0, randomBytes(20)),
      encodeSegwitAddress('tb', 0, randomBytes(32)),
      encodeSegwitAddress('bc', 1, randomBytes(32)),
      encodeSegwitAddress('tb', 1, randomBytes(32)),
      base58check(0x00, randomBytes(20)),
      base58check(0x05, randomBytes(20)),
      base58check(0x6f, randomBytes(20)),
      base58check(0xc4, randomBytes(20)),
    );
  }
  const nearMisses = addresses.map((address, i) => {
    const at = 5 + (i % (address.length - 6));
    const swapped = address[at] === 'q' ? 'p' : address[at] === '2' ? '3' : 'q';
    return address.slice(0, at) + swapped + address.slice(at + 1);
  });
  return [...addresses, ...nearMisses, '', 'bc1', 'tb1qqqqqq', '1111111111111111111114oLvT2'];
}

describe('isBtcAddress in the browser', () => {
  it('hashes as Node does, across block boundaries', () => {
    for (const length of [0, 1, 55, 56, 63, 64, 65, 119, 120, 200]) {
      const data = randomBytes(length);
      expect(Buffer.from(sha256(data)).toString('hex')).toBe(nodeSha256(data).toString('hex'));
    }
  });

  it('agrees with the BFF on every sample, on both networks', () => {
    for (const address of samples()) {
      for (const network of ['mainnet', 'testnet'] as const) {
        expect([address, network, isBtcAddress(address, network)]).toEqual([
          address,
          network,
          serverCheck(address, network),
        ]);
      }
    }
  });

  it('tells which network an address is of', () => {
    expect(btcAddressNetwork(encodeSegwitAddress('tb', 0, randomBytes(20)))).toBe('testnet');
    expect(btcAddressNetwork(base58check(0x00, randomBytes(20)))).toBe('mainnet');
    expect(btcAddressNetwork('not an address')).toBeUndefined();
  });
});
