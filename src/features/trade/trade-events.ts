// What the trade status view tells its host about the trade it follows. These are members of the flow's
// `TradeFlowEvent`, named here because features do not import the app layer: a `TradeFlowEvent` handler fits.

/**
 * The followed trade ended: completed (`completed_test` in the sandbox), or without the customer getting anything.
 * Or a sell waits for the customer's bitcoin (`depositRequested`): exactly `amount` (BTC, a plain decimal string)
 * to `address`, or `paymentUri` (BIP21) handed to a wallet, so a wallet partner can send it from the customer's own
 * wallet in one tap.
 */
export type TradeOutcomeEvent =
  | { type: 'tradeCompleted'; tradeId: number }
  | { type: 'tradeFailed'; tradeId: number; state: 'rejected' | 'expired' | 'cancelled' }
  | { type: 'depositRequested'; tradeId: number; address: string; amount: string; paymentUri: string };
