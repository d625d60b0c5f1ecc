import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { MAX_SATOSHI } from './money';
import { bip21Uri, parseBip21 } from './bip21';

const address = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';

describe('BIP21 URI of the payment page', () => {
  test.prop([fc.integer({ min: 1, max: MAX_SATOSHI })])(
    'round-trips every satoshi amount from 1 sat to 21 million BTC exactly',
    (sats) => {
      const uri = bip21Uri({ address, sats });
      expect(parseBip21(uri).sats).toBe(sats);
    },
  );

  test.prop([fc.integer({ min: 1, max: MAX_SATOSHI })])(
    'writes the amount as a plain decimal of at most 8 places, never in exponent notation',
    (sats) => {
      const amount = new URL(bip21Uri({ address, sats })).searchParams.get('amount')!;
      expect(amount).toMatch(/^\d+(\.\d{1,8})?$/);
    },
  );

  it('writes the smallest amounts without exponent notation', () => {
    expect(bip21Uri({ address, sats: 1 })).toBe(`bitcoin:${address}?amount=0.00000001`);
    expect(bip21Uri({ address, sats: 100_000_000 })).toBe(`bitcoin:${address}?amount=1`);
  });

  it('percent-encodes the merchant label and message and reads them back', () => {
    const uri = bip21Uri({ address, sats: 1234, label: 'Shop & Co', message: 'Order #7 ünïcode' });
    expect(uri).toBe(
      `bitcoin:${address}?amount=0.00001234&label=Shop%20%26%20Co&message=Order%20%237%20%C3%BCn%C3%AFcode`,
    );
    expect(parseBip21(uri)).toEqual({ address, sats: 1234, label: 'Shop & Co', message: 'Order #7 ünïcode' });
  });

  it('refuses something that is not a BIP21 URI', () => {
    expect(() => parseBip21('litecoin:L123?amount=1')).toThrow(/not a BIP21 URI/);
  });
});
