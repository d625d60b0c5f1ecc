// Identification attempt rules, with no HTTP and no SQL: what a decision at the identity provider does to an
// attempt, where the browser goes next, and how the device is detected. The moves follow the contract's
// `identificationAttemptTransitions`; see docs/trade-api-choices.md, "Emulator behaviour".
import type { DeviceType, IdentificationAttemptState, RejectReason } from '#contract/trade/enums';
import { canTransitionIdentificationAttempt, type IdentificationResult } from '#contract/trade/identification';

/** What the person (or a test) chooses at the sandbox identity provider. */
export type IdentityDecision = 'approve' | 'reject' | 'fail' | 'manual_review';

export interface AttemptStatus {
  state: IdentificationAttemptState;
  rejectReason: RejectReason | null;
}

export type DecisionOutcome =
  | {
      ok: true;
      state: IdentificationAttemptState;
      rejectReason: RejectReason | null;
      /** What the browser is told, when the person is at the provider (not for a concluded manual review). */
      result: IdentificationResult;
      /** True when this decision concludes a manual review: the trader is emailed and the partner notified. */
      concludesManualReview: boolean;
    }
  | { ok: false; reason: string };

/** How long a person has to finish at the identity provider before the attempt expires. */
export const attemptLifetimeSeconds = 24 * 60 * 60;

export const isUnderManualReview = (attempt: AttemptStatus) =>
  attempt.state === 'processing' && attempt.rejectReason === 'MANUAL_REVIEW';

export function decide(
  attempt: AttemptStatus,
  decision: IdentityDecision,
  rejectReason?: RejectReason,
): DecisionOutcome {
  if (rejectReason === 'MANUAL_REVIEW')
    return { ok: false, reason: 'MANUAL_REVIEW is not a final reason: choose the manual_review decision instead' };
  if (rejectReason !== undefined && (decision === 'approve' || decision === 'manual_review'))
    return { ok: false, reason: `a rejectReason goes only with reject or fail, not with ${decision}` };

  if (isUnderManualReview(attempt)) {
    // The compliance team concludes the review: approve or reject, nothing else.
    if (decision === 'approve') return concluded('approved', null);
    if (decision === 'reject') return concluded('rejected', rejectReason ?? 'DENIED');
    return { ok: false, reason: 'the attempt is under manual review: only approve or reject conclude it' };
  }
  if (attempt.state !== 'pending') return { ok: false, reason: `the attempt is ${attempt.state}, not pending` };

  switch (decision) {
    case 'approve':
      return moved('approved', null, 'submitted');
    case 'reject':
      return moved('rejected', rejectReason ?? 'DENIED', 'submitted');
    case 'fail':
      return moved('rejected', rejectReason ?? 'NO_ID_UPLOADED', 'failed');
    case 'manual_review':
      return moved('processing', 'MANUAL_REVIEW', 'submitted');
  }
}

function moved(
  state: IdentificationAttemptState,
  rejectReason: RejectReason | null,
  result: IdentificationResult,
): DecisionOutcome {
  // approve and reject pass through `processing` (submitted, then decided): both moves must be allowed.
  const path: IdentificationAttemptState[] =
    result === 'failed' || state === 'processing' ? [state] : ['processing', state];
  let from: IdentificationAttemptState = 'pending';
  for (const to of path) {
    if (!canTransitionIdentificationAttempt(from, to))
      return { ok: false, reason: `cannot move from ${from} to ${to}` };
    from = to;
  }
  return { ok: true, state, rejectReason, result, concludesManualReview: false };
}

function concluded(state: 'approved' | 'rejected', rejectReason: RejectReason | null): DecisionOutcome {
  return { ok: true, state, rejectReason, result: 'submitted', concludesManualReview: true };
}

/** Spec: "auto-detected from User-Agent when blank"; Android and iOS are named in the User-Agent (Conventions 3). */
export function deviceTypeFromUserAgent(userAgent: string | undefined): DeviceType {
  const ua = userAgent ?? '';
  if (/android/i.test(ua)) return 'android';
  if (/\b(ios|iphone|ipad|ipod)\b/i.test(ua)) return 'ios';
  return 'desktop';
}
