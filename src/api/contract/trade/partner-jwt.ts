// JWTs a partner signs with its own key pair (RSA or EC) and the service verifies with the partner's public key:
// trusted email validation at sign-up, and the bearer token of the partner KYC, document upload and offline token
// reset endpoints.
import * as z from 'zod/mini';
import { checked, described, withMeta } from '../schema';
import { Email, Uuid } from './primitives';

export const partnerJwtAlgorithms = ['RS256', 'RS384', 'RS512', 'ES256', 'ES384', 'ES512'] as const;
export type PartnerJwtAlgorithm = (typeof partnerJwtAlgorithms)[number];

/** Exactly two keys: a header with `kid`, `jku` or anything else is rejected. */
export const PartnerJwtHeader = withMeta(
  z.strictObject({
    typ: z.literal('JWT', { error: 'must be JWT' }),
    alg: z.enum(partnerJwtAlgorithms, { error: `must be one of ${partnerJwtAlgorithms.join(', ')}` }),
  }),
  { id: 'PartnerJwtHeader', description: 'JOSE header of a partner JWT.' },
);
export type PartnerJwtHeader = z.infer<typeof PartnerJwtHeader>;

// Payloads are open objects: registered claims a JWT library adds (`iat`, and `exp` where it is not named) are
// ignored rather than rejected.

export const EmailValidationJwtPayload = withMeta(
  z.object({
    email: described(Email, 'Must equal the sign-up `email`.'),
    exp: described(z.optional(z.int()), 'Unix time after which the message is invalid; absent: never expires.'),
  }),
  { id: 'EmailValidationJwtPayload', description: 'Payload of `trustedEmailValidationToken`.' },
);
export type EmailValidationJwtPayload = z.infer<typeof EmailValidationJwtPayload>;

export const PartnerKycJwtPayload = withMeta(
  z.object({
    traderId: described(checked(z.int(), z.positive()), 'Must equal `traderId` of the body.'),
    externalId: described(checked(z.string(), z.minLength(1)), 'Must equal `externalId` of the body.'),
  }),
  { id: 'PartnerKycJwtPayload', description: 'Payload of the bearer JWT of `POST /partners/{partner_id}/kyc`.' },
);
export type PartnerKycJwtPayload = z.infer<typeof PartnerKycJwtPayload>;

export const DocumentUploadJwtPayload = withMeta(
  z.object({
    reviewId: described(Uuid, 'Must equal the `review_id` path value.'),
    externalId: described(checked(z.string(), z.minLength(1)), 'Must equal the `X-Upload-External-Id` header.'),
  }),
  { id: 'DocumentUploadJwtPayload', description: 'Payload of the bearer JWT of a document upload.' },
);
export type DocumentUploadJwtPayload = z.infer<typeof DocumentUploadJwtPayload>;

export const ResetOfflineTokenJwtPayload = withMeta(
  z.object({ email: described(Email, 'Must equal `email` of the body.') }),
  { id: 'ResetOfflineTokenJwtPayload', description: 'Payload of the bearer JWT of an offline token reset.' },
);
export type ResetOfflineTokenJwtPayload = z.infer<typeof ResetOfflineTokenJwtPayload>;
