// What a rejected identification attempt means for the user: a sentence per `rejectReason`, and whether trying
// again can help (the rule itself is the contract's, which the trader's status reads too).
import type { RejectReason } from '../../api/contract/trade/enums';

export { canRetryAfter } from '../../api/contract/trade/reject-reasons';

/** The translation key of a reject reason's sentence; every reason of the spec has one in every locale. */
export function rejectReasonKey(reason: RejectReason) {
  return `kyc.rejectReason.${reason}` as const;
}
