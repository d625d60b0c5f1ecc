// Partner-run KYC: a partner that identified the trader itself reports the review (`POST /partners/{partner_id}/kyc`)
// and uploads its documents (`POST /partners/{partner_id}/kyc/{review_id}/documents`). Both need a partner JWT.
import * as z from 'zod/mini';
import { checked, described, withMeta } from '../schema';
import { UploadDocumentType } from './enums';
import { CountryCode, IsoDate, IsoDateTime, Uuid } from './primitives';

const text = checked(z.string(), z.trim(), z.minLength(1, { error: 'must not be empty' }));

/* @__NO_SIDE_EFFECTS__ */
function Check(what: string) {
  return z.object({
    approved: described(z.boolean(), `Whether the ${what} check was done.`),
    approveTime: IsoDateTime,
  });
}

export const PartnerKycReviewRequest = withMeta(
  z.object({
    traderId: checked(z.int(), z.positive()),
    externalId: described(text, "Partner's identifier of this review."),
    state: z.literal('completed', { error: 'must be completed: only completed reviews are accepted' }),
    approveTime: IsoDateTime,
    createTime: IsoDateTime,
    pep: withMeta(Check('PEP'), { id: 'PartnerKycPepCheck', description: 'Politically exposed person check.' }),
    sanction: withMeta(Check('sanction'), { id: 'PartnerKycSanctionCheck', description: 'Sanction list check.' }),
    profile: withMeta(
      z.object({
        citizenCountry: CountryCode,
        name: described(text, 'Full name.'),
        dateOfBirth: IsoDate,
        address: withMeta(
          z.object({
            street: described(text, 'Street with house number.'),
            city: text,
            // Present but possibly empty: not every country has states or postal codes.
            state: z.string(),
            postalCode: z.string(),
            country: described(CountryCode, 'Country of residence.'),
          }),
          { id: 'PartnerKycAddress', description: 'Residence address of the identified person.' },
        ),
      }),
      { id: 'PartnerKycProfile', description: 'The identified person.' },
    ),
  }),
  { id: 'PartnerKycReviewRequest', description: 'A KYC review the partner completed. All fields required.' },
);
export type PartnerKycReviewRequest = z.infer<typeof PartnerKycReviewRequest>;

export const PartnerKycReviewResponse = withMeta(
  z.object({
    id: described(Uuid, 'The review, for document upload.'),
    externalId: described(z.string(), 'Echoed from the request.'),
  }),
  { id: 'PartnerKycReviewResponse', description: 'The stored review.' },
);
export type PartnerKycReviewResponse = z.infer<typeof PartnerKycReviewResponse>;

export const PartnerKycReviewParams = z.object({ partner_id: described(Uuid, 'Partner id.') });
export type PartnerKycReviewParams = z.infer<typeof PartnerKycReviewParams>;

export const DocumentUploadParams = z.object({
  partner_id: described(Uuid, 'Partner id.'),
  review_id: described(Uuid, '`id` of the review; must equal `reviewId` of the partner JWT.'),
});
export type DocumentUploadParams = z.infer<typeof DocumentUploadParams>;

// RFC 9110 media type: type "/" subtype, then optional parameters.
const mediaType = /^[A-Za-z0-9!#$&^_.+-]+\/[A-Za-z0-9!#$&^_.+-]+(?:\s*;.*)?$/;

const header = z.string({ error: (issue) => (issue.input === undefined ? 'required header is missing' : undefined) });

/** Header names in lower case, as Node presents them. Other headers pass through untouched. */
export const DocumentUploadHeaders = z.object({
  'content-type': described(
    checked(
      header,
      z.regex(mediaType, { error: 'must be the MIME type of the document, e.g. image/jpeg or application/pdf' }),
    ),
    'MIME type of the document.',
  ),
  'x-upload-external-id': described(
    checked(header, z.trim(), z.minLength(1, { error: 'must not be empty' })),
    "Partner's reference; must equal `externalId` of the partner JWT.",
  ),
  'x-upload-document-type': described(
    UploadDocumentType,
    '`passport`, `national_id`, or `drivers_license` (accompanied by a selfie).',
  ),
  'x-upload-filename': described(
    checked(header, z.trim(), z.minLength(1, { error: 'must not be empty' })),
    'Original file name.',
  ),
});
export type DocumentUploadHeaders = z.infer<typeof DocumentUploadHeaders>;

export const DocumentUploadResponse = withMeta(
  z.object({
    id: described(Uuid, 'The uploaded document.'),
    externalId: described(z.string(), 'Echoed from `X-Upload-External-Id`.'),
  }),
  { id: 'DocumentUploadResponse', description: 'The stored document.' },
);
export type DocumentUploadResponse = z.infer<typeof DocumentUploadResponse>;
