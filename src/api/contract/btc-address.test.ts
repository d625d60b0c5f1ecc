import { describe, expect, it } from 'vitest';
import { isBtcAddress } from './btc-address';

// Test vectors of BIP173 and BIP350, and well-known base58 addresses.
describe('isBtcAddress', () => {
  it('accepts valid addresses of the network asked for', () => {
    expect(isBtcAddress('BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4', 'mainnet')).toBe(true);
    expect(isBtcAddress('tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7', 'testnet')).toBe(true);
    expect(isBtcAddress('bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0', 'mainnet')).toBe(true);
    expect(isBtcAddress('1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', 'mainnet')).toBe(true);
    expect(isBtcAddress('3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy', 'mainnet')).toBe(true);
    expect(isBtcAddress('mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn', 'testnet')).toBe(true);
  });

  it('refuses the other network, a bad checksum, mixed case and bech32 for a v1 program', () => {
    expect(isBtcAddress('BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4', 'testnet')).toBe(false);
    expect(isBtcAddress('1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', 'testnet')).toBe(false);
    expect(isBtcAddress('1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN3', 'mainnet')).toBe(false);
    expect(isBtcAddress('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5', 'mainnet')).toBe(false);
    expect(isBtcAddress('bc1qw508d6qejxtdg4Y5r3zarvary0c5xw7kv8f3t4', 'mainnet')).toBe(false);
    // BIP350: a version 1 program with a bech32 (not bech32m) checksum.
    expect(isBtcAddress('bc1pw508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7k7grplx', 'mainnet')).toBe(
      false,
    );
    expect(isBtcAddress('', 'mainnet')).toBe(false);
  });
});
