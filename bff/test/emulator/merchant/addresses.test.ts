import { describe, expect, it } from 'vitest';
import { encodeSegwitAddress, invoiceAddress, isSandboxBtcAddress } from '../../../src/emulator/merchant/addresses';

describe('sandbox bitcoin addresses', () => {
  it('encodes the BIP173 test vector for testnet P2WPKH', () => {
    const program = Buffer.from('751e76e8199196d454941c45d1b3a323f1433bd6', 'hex');
    expect(encodeSegwitAddress('tb', 0, program)).toBe('tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx');
  });

  it('invoice addresses are valid testnet bech32 addresses, one per invoice', () => {
    const a = invoiceAddress(1, 1);
    expect(a).toMatch(/^tb1q[ac-hj-np-z02-9]{38}$/);
    expect(isSandboxBtcAddress(a)).toBe(true);
    expect(invoiceAddress(1, 2)).not.toBe(a);
    expect(invoiceAddress(1, 1)).toBe(a);
  });

  it('accepts testnet addresses with a valid checksum and refuses mainnet or broken ones', () => {
    expect(isSandboxBtcAddress('tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx')).toBe(true);
    expect(isSandboxBtcAddress('tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7')).toBe(true);
    expect(isSandboxBtcAddress('mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn')).toBe(true);
    expect(isSandboxBtcAddress('2MzQwSSnBHWHqSAqtTVQ6v47XtaisrJa1Vc')).toBe(true);
    expect(isSandboxBtcAddress('tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsy')).toBe(false); // checksum
    expect(isSandboxBtcAddress('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4')).toBe(false); // mainnet
    expect(isSandboxBtcAddress('1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2')).toBe(false); // mainnet
    expect(isSandboxBtcAddress('mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfo')).toBe(false); // checksum
  });
});
