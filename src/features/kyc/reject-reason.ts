// What a rejected identification attempt means for the user: a sentence per `rejectReason`, and whether trying
// again can help.
import type { RejectReason } from '../../api/contract/trade/enums';

/** The translation key of a reject reason's sentence; every reason of the spec has one in every locale. */
export function rejectReasonKey(reason: RejectReason) {
  return `kyc.rejectReason.${reason}` as const;
}

/**
 * Reasons a new attempt cannot fix: the person was denied, is too young, or was matched to no one. Everything
 * else (an unreadable photo, a missing page, an expired or unsupported document) can be fixed with another try.
 */
const final: ReadonlySet<RejectReason> = new Set<RejectReason>([
  'DENIED',
  'DENIED_YOUNGER_THAN_18_YEARS',
  'DENIED_FAILED_IDENTITY_VERIFICATION',
  'ERROR_NOT_READABLE_ID.MANUAL_REJECTION',
  'MANUAL_REVIEW',
]);

export function canRetryAfter(reason: RejectReason | null): boolean {
  return reason === null || !final.has(reason);
}
