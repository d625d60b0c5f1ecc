// The refund's states as plain rules, the one owner of them: the state a refund starts in, the moves and what
// triggers each, and which states are settled. The emulator writes a refund's state only through `refundMove`.
// No SQL and no HTTP.
import type { RefundState } from './refunds';

/** Every way a refund's state changes, named after what triggers it. */
export type RefundMoveName =
  /** The customer gives a bitcoin address on the emailed page: the refund is queued for sending. */
  | 'address_given'
  /** A queued refund's send time comes: the bitcoin goes out. */
  | 'sent'
  /** Spec: the customer gives no address within 7 days; the money goes back to the merchant's credit account. */
  | 'unclaimed';

export interface RefundMove {
  from: RefundState;
  to: RefundState;
}

/** The only moves a refund makes. (`awaiting_verification` is the dashboard's; API refunds are verified at once.) */
export const REFUND_MOVES: Readonly<Record<RefundMoveName, RefundMove>> = {
  address_given: { from: 'awaiting_btc_address', to: 'queued' },
  sent: { from: 'queued', to: 'complete' },
  unclaimed: { from: 'awaiting_btc_address', to: 'expired' },
};

/** A move refused: the refund is not in the state the move starts from. */
export interface RefundMoveRefusal {
  refused: 'wrong_state';
  message: string;
}

/** The state `move` takes a refund in `from` to, or why it cannot. */
export function refundMove(from: RefundState, move: RefundMoveName): { to: RefundState } | RefundMoveRefusal {
  const rule = REFUND_MOVES[move];
  if (rule.from !== from)
    return {
      refused: 'wrong_state',
      message: `This refund is ${from.replace(/_/g, ' ')}; it cannot be ${move.replace('_', ' ')}.`,
    };
  return { to: rule.to };
}

/** A refund made through the API is verified at once: queued when it has an address, else the customer is emailed. */
export function initialRefundState(hasAddress: boolean): RefundState {
  return hasAddress ? 'queued' : 'awaiting_btc_address';
}

/** States nothing moves a refund out of. */
export function isSettledRefundState(state: RefundState): boolean {
  return state === 'complete' || state === 'expired';
}

/** Whether the refund's money is (or will be) with the customer: all but an expired one, whose money went back. */
export function holdsRefundedMoney(state: RefundState): boolean {
  return state !== 'expired';
}
