// Small value schemas every Merchant API file shares: ids, codes, amounts, timestamps, URLs and the coercions of
// query strings and path segments.
import * as z from 'zod/mini';
import { btcToSatoshi, fiatToMinor } from '../money';
import { checked, described, withMeta } from '../schema';
import { MERCHANT_LIST_LIMIT_DEFAULT, MERCHANT_LIST_LIMIT_MAX } from './limits';

/** Resource ids are positive integers. */
export const Id = checked(
  z.int({ error: 'must be a whole number' }),
  z.positive({ error: 'must be a positive whole number' }),
);

/** ISO 8601 date-time with `Z` or a numeric offset, any fraction of a second. */
export const Timestamp = z.iso.datetime({
  offset: true,
  error: 'must be an ISO 8601 date-time, e.g. 2024-05-01T12:00:00Z',
});

/** A currency code as the service writes it in a resource: ISO 4217, upper case (`BTC` where bitcoin is meant). */
export const CurrencyCode = withMeta(
  checked(
    z.string(),
    z.regex(/^[A-Z]{3}$/, { error: 'must be a 3-letter ISO 4217 currency code in upper case, e.g. EUR' }),
  ),
  {
    id: 'CurrencyCode',
    description: 'ISO 4217 currency code, upper case; `BTC` for bitcoin.',
    examples: ['EUR'],
  },
);

/**
 * A currency code as a client sends it: any case, normalised to upper case, so `eur` and `EUR` are one currency
 * everywhere behind the contract (refund currency checks compare codes).
 */
export const CurrencyCodeParam = described(
  checked(
    z.string({ error: 'must be a 3-letter ISO 4217 currency code, e.g. EUR' }),
    z.trim(),
    z.regex(/^[A-Za-z]{3}$/, { error: 'must be a 3-letter ISO 4217 currency code, e.g. EUR' }),
    z.toUpperCase(),
  ),
  'ISO 4217 currency code; any case is accepted and read as upper case.',
);

/** An altcoin or other input currency code in a resource (`LTC`, `DOGE`, `USDT`). */
export const CoinCode = withMeta(
  checked(
    z.string(),
    z.regex(/^[A-Z0-9]{2,10}$/, { error: 'must be a currency code of 2 to 10 upper-case letters or digits, e.g. LTC' }),
  ),
  {
    id: 'CoinCode',
    description: 'Code of bitcoin, an altcoin or a fiat currency, upper case.',
    examples: ['LTC'],
  },
);

/** An altcoin code as a client sends it: any case, normalised to upper case. */
export const CoinCodeParam = described(
  checked(
    z.string({ error: 'must be a currency code of 2 to 10 letters or digits, e.g. LTC' }),
    z.trim(),
    z.regex(/^[A-Za-z0-9]{2,10}$/, { error: 'must be a currency code of 2 to 10 letters or digits, e.g. LTC' }),
    z.toUpperCase(),
  ),
  'Currency code such as `BTC`, `LTC` or `EUR`; any case is accepted and read as upper case.',
);

/** A float amount as the wire carries it in a resource; never negative. */
export const WireAmount = checked(z.number(), z.nonnegative());

/** An amount a client asks for: a finite number greater than zero (decimals are checked against the currency). */
export const PositiveAmount = described(
  checked(z.number({ error: 'must be a number' }), z.positive({ error: 'must be greater than 0' })),
  'Amount as a JSON number; at most as many decimals as the currency has (2 for EUR, 8 for BTC).',
);

/** Absolute http(s) URL; localhost is allowed because sandbox shops run on development machines. */
export const HttpUrl = z.url({ protocol: /^https?$/, error: 'must be an absolute http or https URL' });

export const Email = z.email({ error: 'must be an email address' });

/**
 * A bitcoin address by shape: base58 (mainnet `1…`/`3…`, testnet `m…`/`n…`/`2…`) or bech32/bech32m
 * (`bc1…`, `tb1…`, `bcrt1…`). Checksum and network (testnet in the sandbox) are the service's to check.
 */
export const BtcAddress = checked(
  z.string({ error: 'must be a bitcoin address' }),
  z.trim(),
  z.regex(
    /^(?:[123mn][1-9A-HJ-NP-Za-km-z]{25,34}|(?:bc|tb|bcrt)1[ac-hj-np-z02-9]{8,87}|(?:BC|TB|BCRT)1[AC-HJ-NP-Z02-9]{8,87})$/,
    { error: 'must be a bitcoin address (base58 such as 1…, 3…, m…, n…, 2… or bech32 such as bc1…, tb1…)' },
  ),
);

/** Free-form merchant data: any JSON object, nesting allowed. */
/** How deep `custom` may nest objects and arrays (`{}` is 1): deeper data overflows the stack of `JSON.stringify`. */
export const CUSTOM_DATA_MAX_DEPTH = 32;

/** Whether `value` nests objects and arrays at most `max` levels deep; walked without recursion, as it may not be. */
function nestsAtMost(value: unknown, max: number): boolean {
  const pending: [unknown, number][] = [[value, 1]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, depth] = next;
    if (typeof item !== 'object' || item === null) continue;
    if (depth > max) return false;
    for (const child of Object.values(item)) pending.push([child, depth + 1]);
  }
  return true;
}

export const CustomData = withMeta(
  checked(
    z.record(z.string(), z.unknown(), { error: 'must be a JSON object' }),
    z.refine((value) => nestsAtMost(value, CUSTOM_DATA_MAX_DEPTH), {
      error: `must nest objects and arrays at most ${CUSTOM_DATA_MAX_DEPTH} levels deep`,
    }),
  ),
  {
    id: 'CustomData',
    description: `Any JSON object the merchant attaches; nesting allowed, up to ${CUSTOM_DATA_MAX_DEPTH} levels deep.`,
  },
);
export type CustomData = z.infer<typeof CustomData>;

// Query strings and path segments arrive as strings. Only plain decimal digits become numbers: `Number()` would
// also read "0x10", "1e3" and " " (as 0), which no client means as a count.
function integerFromString(value: unknown): unknown {
  return typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value) : value;
}

/** `true/false/1/0` in any case; `z.coerce.boolean` would read "false" as true. Real booleans pass too. */
function booleanFromString(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim().toLowerCase();
  if (text === 'true' || text === '1') return true;
  if (text === 'false' || text === '0') return false;
  return value;
}

/** A whole number from a query string or path segment, checked by `schema` after conversion. */
/* @__NO_SIDE_EFFECTS__ */
export function queryInteger<T extends z.core.$ZodType>(schema: T) {
  return z.pipe(z.transform(integerFromString), schema);
}

/** A boolean query flag with a default. */
/* @__NO_SIDE_EFFECTS__ */
export function queryBoolean(defaultValue: boolean) {
  return z.pipe(
    z.transform(booleanFromString),
    z._default(z.boolean({ error: 'must be true or false (1 or 0 also work)' }), defaultValue),
  );
}

/** `limit` and `offset` of every list endpoint. */
export const listPage = {
  limit: described(
    queryInteger(
      z._default(
        checked(
          z.int({ error: 'must be a whole number' }),
          z.gte(1, { error: 'must be at least 1' }),
          z.lte(MERCHANT_LIST_LIMIT_MAX, { error: `must be at most ${MERCHANT_LIST_LIMIT_MAX}` }),
        ),
        MERCHANT_LIST_LIMIT_DEFAULT,
      ),
    ),
    `How many to return; default ${MERCHANT_LIST_LIMIT_DEFAULT}, at most ${MERCHANT_LIST_LIMIT_MAX}.`,
  ),
  offset: described(
    queryInteger(
      z._default(checked(z.int({ error: 'must be a whole number' }), z.gte(0, { error: 'must be 0 or more' })), 0),
    ),
    'How many of the newest to skip; default 0.',
  ),
};

/** The `{ID}` path parameter of invoices and buy orders. */
export const IdParams = z.object({
  ID: described(queryInteger(Id), 'Id of the resource.'),
});
export type IdParams = z.infer<typeof IdParams>;

/**
 * Adds an issue on `path` when `amount` has more decimals than `currency` (2 for EUR, 0 for JPY, 8 for BTC) or is
 * out of range, so the service can turn it into exact units without a surprise. Skips values that already
 * failed their own checks.
 */
export function checkAmountFitsCurrency(
  ctx: z.core.$RefinementCtx,
  amount: unknown,
  currency: unknown,
  path: PropertyKey[] = ['amount'],
): void {
  if (typeof amount !== 'number' || !(amount > 0) || typeof currency !== 'string' || !/^[A-Z]{3}$/.test(currency))
    return;
  try {
    if (currency === 'BTC') btcToSatoshi(amount);
    else fiatToMinor(amount, currency);
  } catch (error) {
    ctx.addIssue({ code: 'custom', path, message: (error as Error).message, input: amount });
  }
}
