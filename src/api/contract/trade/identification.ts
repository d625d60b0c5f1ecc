// Identity verification (KYC) attempts: `/kyc/identification-attempts`.
import * as z from 'zod/mini';
import { checked, described, withMeta } from '../schema';
import { DeviceType, IdentificationAttemptState, RejectReason } from './enums';
import { HttpUrl, IsoDateTime, Uuid } from './primitives';

export const CreateIdentificationAttemptRequest = withMeta(
  z.object({
    returnUrl: described(
      z.nullish(HttpUrl),
      'Where the user is sent after submitting or failing, with `result=submitted` or `result=failed` appended.',
    ),
    // "Blank" in the spec: absent, null or "" all mean "detect it from the User-Agent".
    deviceType: described(
      z.pipe(
        z.nullish(z.union([DeviceType, z.literal('')])),
        z.transform((value) => value || undefined),
      ),
      '`android`, `ios` or `desktop`; detected from the User-Agent when blank.',
    ),
  }),
  { id: 'CreateIdentificationAttemptRequest', description: 'Start identity verification.' },
);
export type CreateIdentificationAttemptRequest = z.infer<typeof CreateIdentificationAttemptRequest>;
export type CreateIdentificationAttemptRequestInput = z.input<typeof CreateIdentificationAttemptRequest>;

export const IdentificationAttempt = withMeta(
  checked(
    z.object({
      id: Uuid,
      state: IdentificationAttemptState,
      createTime: described(IsoDateTime, 'When the attempt was initiated.'),
      approveTime: z.nullable(IsoDateTime),
      expireTime: z.nullable(IsoDateTime),
      redirectUrl: described(z.url(), 'Where the user must be sent to identify.'),
      sdkToken: described(z.null(), 'Deprecated; always null.'),
      returnUrl: described(z.nullable(z.url()), 'Where the user returns after submitting or failing.'),
      rejectReason: described(z.nullable(RejectReason), 'Set when `state` is `rejected`.'),
    }),
    z.superRefine((attempt, ctx) => {
      if (attempt.state === 'rejected' && attempt.rejectReason === null) {
        ctx.addIssue({ code: 'custom', path: ['rejectReason'], message: 'required when state is rejected' });
      }
    }),
  ),
  { id: 'IdentificationAttempt', description: 'One attempt of the trader to identify.' },
);
export type IdentificationAttempt = z.infer<typeof IdentificationAttempt>;

export const IdentificationAttempts = withMeta(z.array(IdentificationAttempt), {
  id: 'IdentificationAttempts',
  description: 'Attempts ordered by `createTime`, newest first.',
});
export type IdentificationAttempts = z.infer<typeof IdentificationAttempts>;

/**
 * Any string: the endpoint has no 400, so an id that is not a UUID is simply one that matches no attempt (404).
 */
export const IdentificationAttemptParams = z.object({
  id: described(z.string(), 'Identification attempt id (a UUID).'),
});
export type IdentificationAttemptParams = z.infer<typeof IdentificationAttemptParams>;

/**
 * Moves an attempt may make (the spec shows none): the user submits (`processing`) or fails at the identity
 * provider (`rejected`); a submitted attempt is decided (`approved`, `rejected`) or its documents turn out expired
 * (`expired`); a final state never changes. A manual review keeps the attempt in `processing` until it concludes.
 */
export const identificationAttemptTransitions: Readonly<
  Record<IdentificationAttemptState, readonly IdentificationAttemptState[]>
> = {
  pending: ['processing', 'rejected', 'expired'],
  processing: ['approved', 'rejected', 'expired'],
  approved: [],
  expired: [],
  rejected: [],
};

export function canTransitionIdentificationAttempt(
  from: IdentificationAttemptState,
  to: IdentificationAttemptState,
): boolean {
  return identificationAttemptTransitions[from].includes(to);
}

export type IdentificationResult = 'submitted' | 'failed';

/**
 * The URL the user returns to (spec rule 2): `result` is appended with `?`, or with `&` when the URL already has
 * a query string, and before any `#fragment` so the browser still sends it.
 */
export function returnUrlWithResult(returnUrl: string, result: IdentificationResult): string {
  const hash = returnUrl.indexOf('#');
  const base = hash === -1 ? returnUrl : returnUrl.slice(0, hash);
  const fragment = hash === -1 ? '' : returnUrl.slice(hash);
  const queryStart = base.indexOf('?');
  const query = queryStart === -1 ? undefined : base.slice(queryStart + 1);
  const separator = query === undefined ? '?' : query === '' || query.endsWith('&') ? '' : '&';
  return `${base}${separator}result=${result}${fragment}`;
}
