// The merchant's account balance.
import * as z from 'zod/mini';
import { described, withMeta } from '../schema';
import { CurrencyCode } from './primitives';

export const Balance = withMeta(
  z.object({
    // Not bounded at zero like other wire amounts: the spec does not promise it, and a client must not break on
    // an overdrawn account.
    btc: described(z.number(), 'BTC account balance.'),
    fiat: described(z.number(), 'Balance of the default fiat account, in `fiat_currency`.'),
    fiat_currency: CurrencyCode,
  }),
  { id: 'Balance', description: "The merchant's account balances." },
);
export type Balance = z.infer<typeof Balance>;
