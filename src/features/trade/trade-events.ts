// What the trade status view tells its host about the trade it follows. These are members of the flow's
// `TradeFlowEvent`, named here because features do not import the app layer: a `TradeFlowEvent` handler fits.

/** The followed trade ended: completed (`completed_test` in the sandbox), or without the customer getting anything. */
export type TradeOutcomeEvent =
  | { type: 'tradeCompleted'; tradeId: number }
  | { type: 'tradeFailed'; tradeId: number; state: 'rejected' | 'expired' | 'cancelled' };
