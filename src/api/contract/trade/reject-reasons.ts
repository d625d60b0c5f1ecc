// What a rejected identification attempt leaves open: the reasons a new attempt cannot fix, read alike by the KYC
// view (no retry, a way to support instead) and the trader's status (the rejection stands).
import type { RejectReason } from './enums';
import type { IdentificationAttempt } from './identification';

/**
 * Reasons a new attempt cannot fix: the person was denied, is too young, or was matched to no one (and a manual
 * review, which decides by itself). Everything else (an unreadable photo, a missing page, an expired or
 * unsupported document) can be fixed with another try.
 */
const notRetryable: ReadonlySet<RejectReason> = new Set<RejectReason>([
  'DENIED',
  'DENIED_YOUNGER_THAN_18_YEARS',
  'DENIED_FAILED_IDENTITY_VERIFICATION',
  'ERROR_NOT_READABLE_ID.MANUAL_REJECTION',
  'MANUAL_REVIEW',
]);

export function canRetryAfter(reason: RejectReason | null): boolean {
  return reason === null || !notRetryable.has(reason);
}

/** A rejection that stands: no new attempt helps, and it is not a manual review still under way. */
export function isFinalRejection(attempt: Pick<IdentificationAttempt, 'state' | 'rejectReason'>): boolean {
  return (
    attempt.state === 'rejected' && attempt.rejectReason !== 'MANUAL_REVIEW' && !canRetryAfter(attempt.rejectReason)
  );
}
