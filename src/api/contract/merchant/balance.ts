// The merchant's account balance.
import { z } from 'zod';
import { CurrencyCode } from './primitives';

export const Balance = z
  .object({
    // Not bounded at zero like other wire amounts: the spec does not promise it, and a client must not break on
    // an overdrawn account.
    btc: z.number().describe('BTC account balance.'),
    fiat: z.number().describe('Balance of the default fiat account, in `fiat_currency`.'),
    fiat_currency: CurrencyCode,
  })
  .meta({ id: 'Balance', description: "The merchant's account balances." });
export type Balance = z.infer<typeof Balance>;
