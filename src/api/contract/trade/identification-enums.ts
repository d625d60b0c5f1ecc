// The enumerated value sets of identity verification (KYC), spelled exactly as the spec spells them. Exported from
// enums.ts with all the others.
import * as z from 'zod/mini';
import { withMeta } from '../schema';

export const IdentificationAttemptState = withMeta(
  z.enum(['pending', 'processing', 'approved', 'expired', 'rejected']),
  {
    id: 'IdentificationAttemptState',
    description:
      '`pending` (starting: waiting for the end user), `processing` (intermediate), and the final states ' +
      '`approved`, `expired` (the identifying documents expired) and `rejected` (`rejectReason` is set).',
  },
);
export type IdentificationAttemptState = z.infer<typeof IdentificationAttemptState>;

/** The final states: an attempt in one of these never changes again. */
export const finalIdentificationAttemptStates = [
  'approved',
  'expired',
  'rejected',
] as const satisfies readonly IdentificationAttemptState[];

/** The `ERROR_NOT_READABLE_ID.*` suffixes the spec lists; {@link RejectReason} spells each one out in full. */
export const notReadableIdRejectReasonSuffixes = [
  'PHOTOCOPY_BLACK_WHITE',
  'PHOTOCOPY_COLOR',
  'DIGITAL_COPY',
  'NOT_READABLE_DOCUMENT.BLURRED',
  'NOT_READABLE_DOCUMENT.BAD_QUALITY',
  'NOT_READABLE_DOCUMENT.MISSING_PART_DOCUMENT',
  'NOT_READABLE_DOCUMENT.HIDDEN_PART_DOCUMENT',
  'NOT_READABLE_DOCUMENT.DAMAGED_DOCUMENT',
  'NO_DOCUMENT',
  'SAMPLE_DOCUMENT',
  'MISSING_BACK',
  'WRONG_DOCUMENT_PAGE',
  'MISSING_SIGNATURE',
  'CAMERA_BLACK_WHITE',
  'DIFFERENT_PERSONS_SHOWN',
  'MANUAL_REJECTION',
] as const;

export const RejectReason = withMeta(
  z.enum([
    'DENIED',
    'DENIED_UNSUPPORTED_ID_TYPE',
    'DENIED_UNSUPPORTED_ID_COUNTRY',
    'DENIED_MISSING_DATE_OF_BIRTH',
    'DENIED_YOUNGER_THAN_18_YEARS',
    'DENIED_EXPIRED_IDENTIFICATION',
    'DENIED_FAILED_IDENTITY_VERIFICATION',
    'MANUAL_REVIEW',
    'NO_ID_UPLOADED',
    'ERROR_NOT_READABLE_ID.PHOTOCOPY_BLACK_WHITE',
    'ERROR_NOT_READABLE_ID.PHOTOCOPY_COLOR',
    'ERROR_NOT_READABLE_ID.DIGITAL_COPY',
    'ERROR_NOT_READABLE_ID.NOT_READABLE_DOCUMENT.BLURRED',
    'ERROR_NOT_READABLE_ID.NOT_READABLE_DOCUMENT.BAD_QUALITY',
    'ERROR_NOT_READABLE_ID.NOT_READABLE_DOCUMENT.MISSING_PART_DOCUMENT',
    'ERROR_NOT_READABLE_ID.NOT_READABLE_DOCUMENT.HIDDEN_PART_DOCUMENT',
    'ERROR_NOT_READABLE_ID.NOT_READABLE_DOCUMENT.DAMAGED_DOCUMENT',
    'ERROR_NOT_READABLE_ID.NO_DOCUMENT',
    'ERROR_NOT_READABLE_ID.SAMPLE_DOCUMENT',
    'ERROR_NOT_READABLE_ID.MISSING_BACK',
    'ERROR_NOT_READABLE_ID.WRONG_DOCUMENT_PAGE',
    'ERROR_NOT_READABLE_ID.MISSING_SIGNATURE',
    'ERROR_NOT_READABLE_ID.CAMERA_BLACK_WHITE',
    'ERROR_NOT_READABLE_ID.DIFFERENT_PERSONS_SHOWN',
    'ERROR_NOT_READABLE_ID.MANUAL_REJECTION',
  ]),
  {
    id: 'RejectReason',
    description:
      'Machine-readable reason of a rejected identification attempt. `MANUAL_REVIEW`: the compliance team ' +
      'reviews it within 1-3 days, emails the trader and calls the partner webhook.',
  },
);
export type RejectReason = z.infer<typeof RejectReason>;

export const DeviceType = withMeta(z.enum(['android', 'ios', 'desktop']), {
  id: 'DeviceType',
  description: 'Device the identification runs on.',
});
export type DeviceType = z.infer<typeof DeviceType>;
