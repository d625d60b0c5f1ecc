// Trades of a signed-in trader: its payment methods, price quotes, trades with their transfers, payout bank
// accounts and recurring buys. The shapes are the real service's (../shared/spec/trades.md): amounts on the wire
// are JSON numbers in major units, as everywhere in this API; inside the system they are minor units.
import * as z from 'zod/mini';
import { checked, described, withMeta } from '../schema';
import { TransferMedium } from './enums';
import { CountryCode, CurrencyCode, HttpUrl, IsoDateTime } from './primitives';

const positiveId = checked(z.int(), z.positive());

/** A path id that is a positive integer; anything else is `invalid_request`. */
export const NumericIdParams = z.object({
  id: described(
    checked(
      z.coerce.number({ error: 'must be a positive integer' }),
      z.int({ error: 'must be a positive integer' }),
      z.positive({ error: 'must be a positive integer' }),
    ),
    'Id the service handed out.',
  ),
});
export type NumericIdParams = z.infer<typeof NumericIdParams>;

/* @__NO_SIDE_EFFECTS__ */
function amounts(what: string) {
  return described(z.record(CurrencyCode, z.number()), `${what}, keyed by currency (major units).`);
}

const optionalAmount = (what: string) =>
  described(
    z.optional(
      checked(z.coerce.number({ error: 'must be a number, e.g. 100 or 0.5' }), z.positive({ error: 'must be > 0' })),
    ),
    what,
  );

// ——— Payment methods (trader side) ———

export const TraderPaymentMethodsQuery = z.object({
  inCurrency: described(z.optional(CurrencyCode), 'Only methods the trader can pay in with this currency.'),
  outCurrency: described(z.optional(CurrencyCode), 'Only methods paying out in this currency.'),
  inAmount: optionalAmount('Only methods that take this amount of `inCurrency`.'),
  outAmount: optionalAmount('Only methods that can pay out this amount of `outCurrency`.'),
});
export type TraderPaymentMethodsQuery = z.infer<typeof TraderPaymentMethodsQuery>;

export const CannotTradeReason = withMeta(
  z.discriminatedUnion('reasonCode', [
    z.object({
      reasonCode: z.literal('forced_delay'),
      delayEnd: described(IsoDateTime, 'When the trader may trade again.'),
    }),
    z.object({ reasonCode: z.literal('trade_in_progress'), tradeId: positiveId }),
    z.object({ reasonCode: z.literal('limits_exceeded') }),
    z.object({ reasonCode: z.literal('country_not_supported') }),
  ]),
  { id: 'CannotTradeReason', description: 'Why the trader cannot trade with a payment method now.' },
);
export type CannotTradeReason = z.infer<typeof CannotTradeReason>;

export const TraderPaymentMethod = withMeta(
  z.object({
    inMedium: TransferMedium,
    outMedium: TransferMedium,
    name: z.string(),
    inCurrencies: z.array(CurrencyCode),
    outCurrencies: z.array(CurrencyCode),
    inCurrency: described(z.optional(CurrencyCode), 'Echo of the query.'),
    outCurrency: described(z.optional(CurrencyCode), 'Echo of the query.'),
    inFixedFees: amounts('Fixed fee of paying in'),
    outFixedFees: amounts('Fixed fee of paying out'),
    inPercentageFee: described(z.number(), 'Percent of the amount paid in (3 means 3 %).'),
    outPercentageFee: described(z.number(), 'Percent of the amount paid out.'),
    minimumInAmounts: amounts('Smallest amount a trade may pay in'),
    limitInAmounts: amounts("What is left of the trader's limit to pay in"),
    limitOutAmounts: z.optional(amounts("What is left of the trader's limit to be paid out (sell)")),
    canTrade: described(z.optional(z.boolean()), 'Only when asked with an access token.'),
    cannotTradeReasons: described(z.optional(z.array(CannotTradeReason)), 'Only when `canTrade` is false.'),
  }),
  { id: 'TraderPaymentMethod', description: 'A payment method as the signed-in trader may use it.' },
);
export type TraderPaymentMethod = z.infer<typeof TraderPaymentMethod>;

export const TraderPaymentMethods = withMeta(z.array(TraderPaymentMethod), {
  id: 'TraderPaymentMethods',
  description: 'Unfiltered, it holds one method for each of `card`, `bank` and `blockchain` as `inMedium`.',
});

// ——— Price quotes ———

export const PriceQuoteRequest = withMeta(
  z.object({
    baseCurrency: CurrencyCode,
    quoteCurrency: CurrencyCode,
    baseAmount: described(
      checked(
        z.number({ error: 'must be a number' }),
        z.refine((value) => value !== 0 && Number.isFinite(value), { error: 'must not be 0' }),
      ),
      'Negative: what the trader sends. Positive: what the trader receives.',
    ),
    transferInMedium: z.optional(TransferMedium),
    transferOutMedium: z.optional(TransferMedium),
  }),
  { id: 'PriceQuoteRequest', description: 'What the trader wants to trade, by the sign convention.' },
);
export type PriceQuoteRequest = z.infer<typeof PriceQuoteRequest>;

export const QuoteTransfer = z.object({
  medium: TransferMedium,
  feeAmount: described(z.number(), 'Fee of this leg, in `currency` (major units).'),
  currency: CurrencyCode,
});

export const PriceQuote = withMeta(
  z.object({
    id: described(z.optional(positiveId), 'Only when asked with an access token; needed to trade.'),
    baseCurrency: CurrencyCode,
    quoteCurrency: CurrencyCode,
    baseAmount: z.number(),
    quoteAmount: described(z.number(), 'Always of the opposite sign of `baseAmount`.'),
    transferIn: described(z.optional(QuoteTransfer), 'Only when the media were given.'),
    transferOut: described(z.optional(QuoteTransfer), 'Only when the media were given.'),
    issueTime: IsoDateTime,
    expiryTime: described(IsoDateTime, 'Issue time plus 15 minutes.'),
  }),
  { id: 'PriceQuote', description: 'A price the service holds for 15 minutes.' },
);
export type PriceQuote = z.infer<typeof PriceQuote>;

// ——— Addresses, bank accounts ———

const optionalText = z.optional(z.nullable(z.string()));

export const PostalAddress = withMeta(
  z.object({
    street: optionalText,
    zipcode: optionalText,
    city: optionalText,
    state: optionalText,
    country: CountryCode,
  }),
  { id: 'PostalAddress', description: 'A postal address; only `country` is always given.' },
);
export type PostalAddress = z.infer<typeof PostalAddress>;

export const HolderAddress = withMeta(
  z.object({
    street: checked(z.string(), z.minLength(1)),
    zipcode: checked(z.string(), z.minLength(1)),
    city: checked(z.string(), z.minLength(1)),
    state: optionalText,
    country: CountryCode,
  }),
  { id: 'HolderAddress', description: "The account holder's address." },
);

export const bankAccountTypes = ['sepa', 'danish', 'international'] as const;
export const BankAccountType = z.enum(bankAccountTypes);
export type BankAccountType = z.infer<typeof BankAccountType>;

const bankAccountFields = {
  account: z.object({
    type: BankAccountType,
    currency: CurrencyCode,
    bic: described(z.string(), 'Upper case; empty when the account was registered without one (see the request).'),
    number: described(z.string(), 'An IBAN for `sepa`.'),
    name: optionalText,
  }),
  bank: z.object({ name: optionalText, address: PostalAddress }),
  holder: z.object({ name: checked(z.string(), z.minLength(1)), address: HolderAddress }),
};

export const CreateBankAccountRequest = withMeta(
  z.object({
    ...bankAccountFields,
    account: z.object({
      ...bankAccountFields.account.shape,
      type: described(
        z.optional(BankAccountType),
        'Default: `sepa` when `number` is an IBAN of a SEPA country, `danish` for a Danish account in DKK, else `international`.',
      ),
      bic: described(
        z.optional(
          z.nullable(
            checked(
              z.string(),
              z.regex(/^\s*$|^[A-Z0-9]{8}([A-Z0-9]{3})?$/i, { error: 'must be a BIC (8 or 11 characters)' }),
            ),
          ),
        ),
        'The bank’s BIC (8 or 11 letters and digits). It may be left out, null or empty when `number` is an IBAN of a ' +
          'SEPA country, which names its bank; any other number needs it (else `invalid_request` on `account.bic`).',
      ),
      number: checked(z.string(), z.minLength(1)),
    }),
  }),
  { id: 'CreateBankAccountRequest', description: 'A payout bank account of the trader.' },
);
export type CreateBankAccountRequest = z.infer<typeof CreateBankAccountRequest>;

export const BankAccount = withMeta(
  z.object({
    id: positiveId,
    ...bankAccountFields,
    traderId: positiveId,
    trader_id: described(positiveId, 'Same as `traderId`: the real client reads this spelling.'),
    createTime: IsoDateTime,
    updateTime: IsoDateTime,
  }),
  { id: 'BankAccount', description: 'A payout bank account of the trader.' },
);
export type BankAccount = z.infer<typeof BankAccount>;

export const BankAccounts = withMeta(z.array(BankAccount), {
  id: 'BankAccounts',
  description: "The trader's payout bank accounts, oldest first.",
});

// ——— Trades ———

export const tradeStates = [
  'awaiting_transfer_in',
  'payment_authorized',
  'processing',
  'reviewing',
  'completed',
  'completed_test',
  'cancelled',
  'rejected',
  'expired',
] as const;
export const TradeState = withMeta(z.enum(tradeStates), { id: 'TradeState', description: 'Where a trade stands.' });
export type TradeState = z.infer<typeof TradeState>;

export const transferStates = [
  'waiting',
  'completed',
  'completed_test',
  'cancelled',
  'expired',
  'rejected',
  'reviewing',
] as const;
export const TransferState = withMeta(z.enum(transferStates), {
  id: 'TransferState',
  description: 'Where a leg stands.',
});
export type TransferState = z.infer<typeof TransferState>;

export const subscriptionFrequencies = ['daily', 'weekly', 'monthly'] as const;
export const SubscriptionFrequency = z.enum(subscriptionFrequencies);
export type SubscriptionFrequency = z.infer<typeof SubscriptionFrequency>;

/** The service's own account a bank buy is paid into. */
export const BankInDetails = z.object({
  referenceText: described(z.string(), 'Must be on the transfer, or the payment cannot be matched.'),
  account: z.object({ type: BankAccountType, currency: CurrencyCode, bic: z.string(), number: z.string() }),
  bank: z.object({ name: z.string(), address: PostalAddress }),
  holder: z.object({ name: z.string(), address: PostalAddress }),
});
export const BankOutDetails = z.object({
  account: z.object({
    bic: described(z.string(), 'Empty when the bank account has none (an IBAN of a SEPA country).'),
    currency: CurrencyCode,
    number: z.string(),
  }),
  bank: z.object({ name: z.nullable(z.string()), address: PostalAddress }),
  holder: z.object({ name: z.string(), address: PostalAddress }),
});
export const CardInDetails = z.object({
  provider: z.string(),
  paymentId: z.string(),
  cardPaymentId: z.string(),
  redirectUrl: described(z.string(), 'Opens the card payment page.'),
  returnUrl: z.nullable(z.string()),
});
export const BlockchainOutDetails = z.object({
  account: described(z.string(), "The trader's receiving address."),
  transaction: described(z.optional(z.string()), 'Txid once sent.'),
});
export const BlockchainInDetails = z.object({
  account: described(z.string(), "The service's deposit address."),
  paymentUri: described(z.string(), 'BIP21 URI of the amount to send.'),
  transaction: z.optional(z.string()),
});

export const Transfer = withMeta(
  z.object({
    id: positiveId,
    state: TransferState,
    currency: CurrencyCode,
    sendAmount: described(z.number(), 'What is sent, fees included: in `transferIn`, what the trader pays.'),
    receiveAmount: described(
      z.number(),
      'The fee is `sendAmount - receiveAmount`. In `transferIn`, the trade’s `inAmount`.',
    ),
    medium: TransferMedium,
    mediumReceiveAccountId: described(z.optional(positiveId), 'Bank payouts: the bank account id.'),
    // A union keeps the first member that parses and strips what it does not name: the deposit details (with
    // `paymentUri`) come before the payout ones, which they would otherwise match without it.
    details: z.union([BankInDetails, BankOutDetails, CardInDetails, BlockchainInDetails, BlockchainOutDetails]),
  }),
  { id: 'Transfer', description: 'One leg of a trade.' },
);
export type Transfer = z.infer<typeof Transfer>;

export const Trade = withMeta(
  z.object({
    id: positiveId,
    traderId: positiveId,
    traderEmail: z.string(),
    state: TradeState,
    inCurrency: CurrencyCode,
    outCurrency: CurrencyCode,
    inAmount: described(
      z.number(),
      'Always positive. The amount the trade covers, without fees: the price quote’s amount in `inCurrency` (a ' +
        'buy’s fiat, a sell’s BTC). Once the quote expired, clients re-quote it to estimate the BTC expected. What ' +
        'the trader pays is `transferIn.sendAmount`; the fee is `transferIn.sendAmount - transferIn.receiveAmount`.',
    ),
    outAmount: described(z.optional(z.number()), 'Only once completed.'),
    outAmountExpected: z.number(),
    transferIn: Transfer,
    transferOut: Transfer,
    receiptUrl: described(z.optional(z.string()), 'Only once completed.'),
    quoteExpireTime: described(
      z.optional(IsoDateTime),
      'While `awaiting_transfer_in`, `payment_authorized`, `processing` or `reviewing`.',
    ),
    createTime: IsoDateTime,
    updateTime: IsoDateTime,
    tradeSubscriptionId: z.nullable(positiveId),
  }),
  { id: 'Trade', description: 'A trade and its two transfers.' },
);
export type Trade = z.infer<typeof Trade>;

export const Trades = withMeta(z.array(Trade), {
  id: 'Trades',
  description: "The trader's trades, newest (highest id) first.",
});

export const CreateTradeRequest = withMeta(
  z.object({
    priceQuoteId: described(positiveId, 'Id of a quote asked with the same access token, unexpired and unused.'),
    transferIn: z.object({
      medium: TransferMedium,
      details: z.optional(
        z.object({
          preferredIntegrationMethod: z.optional(z.string()),
          returnUrl: described(z.optional(HttpUrl), 'Card: where the payment page sends the browser back.'),
        }),
      ),
    }),
    transferOut: z.object({
      medium: TransferMedium,
      details: z.optional(z.object({ account: described(z.optional(z.string()), "Buy: the trader's address.") })),
      mediumReceiveAccountId: described(z.optional(positiveId), 'Sell: one of the trader’s bank accounts.'),
    }),
    subscription: described(
      z.optional(
        z.nullable(z.object({ frequency: SubscriptionFrequency, endTime: z.optional(z.nullable(IsoDateTime)) })),
      ),
      'Card buys only: make it recurring.',
    ),
  }),
  { id: 'CreateTradeRequest', description: 'Trade a price quote.' },
);
export type CreateTradeRequest = z.infer<typeof CreateTradeRequest>;

export const BankTransferTestRequest = withMeta(
  z.object({
    sendAmount: checked(z.number(), z.positive()),
    currency: CurrencyCode,
  }),
  { id: 'BankTransferTestRequest', description: "Sandbox: the trader's bank payment arrives." },
);
export type BankTransferTestRequest = z.infer<typeof BankTransferTestRequest>;

// ——— Recurring buys ———

export const Subscription = withMeta(
  z.object({
    id: positiveId,
    amount: described(z.number(), 'What each trade pays in, in `currency`.'),
    currency: CurrencyCode,
    isActive: z.boolean(),
    frequency: SubscriptionFrequency,
    receivingAccount: described(z.string(), 'Where the bought BTC goes.'),
    endTime: z.nullable(IsoDateTime),
    nextTime: described(z.nullable(IsoDateTime), 'When the next trade is made (null once stopped or ended).'),
  }),
  { id: 'Subscription', description: 'A recurring card buy.' },
);
export type Subscription = z.infer<typeof Subscription>;

export const Subscriptions = withMeta(z.array(Subscription), { id: 'Subscriptions', description: 'Recurring buys.' });

export const UpdateSubscriptionRequest = withMeta(
  z.object({ isActive: described(z.literal(false), 'Only stopping is possible.') }),
  { id: 'UpdateSubscriptionRequest', description: 'Stop a recurring buy.' },
);
