// Partner-run KYC: a partner that identified the trader itself reports the review (`POST /partners/{partner_id}/kyc`)
// and uploads its documents (`POST /partners/{partner_id}/kyc/{review_id}/documents`). Both need a partner JWT.
import { z } from 'zod';
import { UploadDocumentType } from './enums';
import { CountryCode, IsoDate, IsoDateTime, Uuid } from './primitives';

const text = z.string().trim().min(1, { error: 'must not be empty' });

const Check = (what: string) =>
  z.object({
    approved: z.boolean().describe(`Whether the ${what} check was done.`),
    approveTime: IsoDateTime,
  });

export const PartnerKycReviewRequest = z
  .object({
    traderId: z.int().positive(),
    externalId: text.describe("Partner's identifier of this review."),
    state: z.literal('completed', { error: 'must be completed: only completed reviews are accepted' }),
    approveTime: IsoDateTime,
    createTime: IsoDateTime,
    pep: Check('PEP').meta({ id: 'PartnerKycPepCheck', description: 'Politically exposed person check.' }),
    sanction: Check('sanction').meta({ id: 'PartnerKycSanctionCheck', description: 'Sanction list check.' }),
    profile: z
      .object({
        citizenCountry: CountryCode,
        name: text.describe('Full name.'),
        dateOfBirth: IsoDate,
        address: z
          .object({
            street: text.describe('Street with house number.'),
            city: text,
            // Present but possibly empty: not every country has states or postal codes.
            state: z.string(),
            postalCode: z.string(),
            country: CountryCode.describe('Country of residence.'),
          })
          .meta({ id: 'PartnerKycAddress', description: 'Residence address of the identified person.' }),
      })
      .meta({ id: 'PartnerKycProfile', description: 'The identified person.' }),
  })
  .meta({ id: 'PartnerKycReviewRequest', description: 'A KYC review the partner completed. All fields required.' });
export type PartnerKycReviewRequest = z.infer<typeof PartnerKycReviewRequest>;

export const PartnerKycReviewResponse = z
  .object({
    id: Uuid.describe('The review, for document upload.'),
    externalId: z.string().describe('Echoed from the request.'),
  })
  .meta({ id: 'PartnerKycReviewResponse', description: 'The stored review.' });
export type PartnerKycReviewResponse = z.infer<typeof PartnerKycReviewResponse>;

export const PartnerKycReviewParams = z.object({ partner_id: Uuid.describe('Partner id.') });
export type PartnerKycReviewParams = z.infer<typeof PartnerKycReviewParams>;

export const DocumentUploadParams = z.object({
  partner_id: Uuid.describe('Partner id.'),
  review_id: Uuid.describe('`id` of the review; must equal `reviewId` of the partner JWT.'),
});
export type DocumentUploadParams = z.infer<typeof DocumentUploadParams>;

// RFC 9110 media type: type "/" subtype, then optional parameters.
const mediaType = /^[A-Za-z0-9!#$&^_.+-]+\/[A-Za-z0-9!#$&^_.+-]+(?:\s*;.*)?$/;

const header = z.string({ error: (issue) => (issue.input === undefined ? 'required header is missing' : undefined) });

/** Header names in lower case, as Node presents them. Other headers pass through untouched. */
export const DocumentUploadHeaders = z.object({
  'content-type': header
    .regex(mediaType, { error: 'must be the MIME type of the document, e.g. image/jpeg or application/pdf' })
    .describe('MIME type of the document.'),
  'x-upload-external-id': header
    .trim()
    .min(1, { error: 'must not be empty' })
    .describe("Partner's reference; must equal `externalId` of the partner JWT."),
  'x-upload-document-type': UploadDocumentType.describe(
    '`passport`, `national_id`, or `drivers_license` (accompanied by a selfie).',
  ),
  'x-upload-filename': header.trim().min(1, { error: 'must not be empty' }).describe('Original file name.'),
});
export type DocumentUploadHeaders = z.infer<typeof DocumentUploadHeaders>;

export const DocumentUploadResponse = z
  .object({
    id: Uuid.describe('The uploaded document.'),
    externalId: z.string().describe('Echoed from `X-Upload-External-Id`.'),
  })
  .meta({ id: 'DocumentUploadResponse', description: 'The stored document.' });
export type DocumentUploadResponse = z.infer<typeof DocumentUploadResponse>;
