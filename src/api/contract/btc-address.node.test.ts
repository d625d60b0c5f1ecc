// The address check (one for the view, the BFF and the emulator) against addresses made independently: base58check
// ones with Node's own SHA-256, segwit ones checked against BIP 173's vectors; and near misses of each refused.
import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { btcAddressNetwork, encodeSegwitAddress, isBtcAddress, sha256 } from './btc-address';

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

  it('makes the segwit addresses of BIP 173 for their programs', () => {
    const program = Buffer.from('751e76e8199196d454941c45d1b3a323f1433bd6', 'hex');
    expect(encodeSegwitAddress('bc', 0, program)).toBe('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4');
    expect(encodeSegwitAddress('tb', 0, program)).toBe('tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx');
  });

  it('accepts every address of a network on it alone, and refuses each near miss on both', () => {
    const all = samples();
    const valid = all.slice(0, 320);
    for (const address of valid) {
      const network = /^(bc1|[13])/.test(address) ? 'mainnet' : 'testnet';
      const other = network === 'mainnet' ? 'testnet' : 'mainnet';
      expect([address, isBtcAddress(address, network), isBtcAddress(address, other)]).toEqual([address, true, false]);
    }
    // The all-zero payload (a burn address) is a valid mainnet address; the rest are near misses and junk.
    expect(isBtcAddress('1111111111111111111114oLvT2', 'mainnet')).toBe(true);
    for (const address of all.slice(320).filter((a) => a !== '1111111111111111111114oLvT2')) {
      expect([address, isBtcAddress(address, 'mainnet') || isBtcAddress(address, 'testnet')]).toEqual([address, false]);
    }
  });

  it('tells which network an address is of', () => {
    expect(btcAddressNetwork(encodeSegwitAddress('tb', 0, randomBytes(20)))).toBe('testnet');
    expect(btcAddressNetwork(base58check(0x00, randomBytes(20)))).toBe('mainnet');
    expect(btcAddressNetwork('not an address')).toBeUndefined();
  });
});
