// Endpoints addressed by partner id: the public ones a partner's page calls before sign-up, and partner KYC.
import { defineEndpoints } from '../endpoint';
import {
  DocumentUploadHeaders,
  DocumentUploadParams,
  DocumentUploadResponse,
  PartnerKycReviewParams,
  PartnerKycReviewRequest,
  PartnerKycReviewResponse,
} from './partner-kyc';
import {
  ApproximateQuote,
  ApproximateQuoteQuery,
  PartnerIdParams,
  PartnerPathParams,
  PartnerPaymentMethods,
  SupportedCountries,
} from './partners';
import { codes, errorResponse, invalidRequest, partnerJwtUnauthorized, rateLimited } from './responses';

const unknownPartner = errorResponse('No partner has this id.', codes('not_found'));
const invalidPartnerId = invalidRequest('The partner id is not a UUID.');
const kycNotEnabled = errorResponse(
  'Partner KYC is available only on agreement with the service; this partner has none.',
  codes('partner_kyc_not_enabled'),
);

export const partnerEndpoints = defineEndpoints({
  getApproximateQuote: {
    operationId: 'getApproximateQuote',
    method: 'GET',
    path: '/partners/{partner_id}/approximate-quote',
    summary: 'Approximate quote, before sign-up',
    tags: ['Partners'],
    auth: 'none',
    params: PartnerPathParams,
    query: ApproximateQuoteQuery,
    responses: {
      200: { description: 'The approximate quote.', schema: ApproximateQuote },
      400: errorResponse(
        'The request is malformed, or no payment method of the partner trades these currencies with these media.',
        codes('invalid_request', 'no_matching_payment_method'),
      ),
      404: unknownPartner,
      429: rateLimited,
    },
  },
  createPartnerKycReview: {
    operationId: 'createPartnerKycReview',
    method: 'POST',
    path: '/partners/{partner_id}/kyc',
    summary: 'Report a KYC review the partner completed',
    description:
      'The partner JWT carries `traderId` and `externalId`, equal to the body. A second report with the same ' +
      '`externalId` changes nothing and answers 200.',
    tags: ['Partners'],
    auth: 'partnerJwt',
    params: PartnerKycReviewParams,
    body: PartnerKycReviewRequest,
    responses: {
      200: { description: 'The review already exists; nothing changed.', schema: PartnerKycReviewResponse },
      201: { description: 'The review was stored.', schema: PartnerKycReviewResponse },
      400: invalidRequest(),
      401: partnerJwtUnauthorized,
      403: kycNotEnabled,
      404: errorResponse('The partner has no trader with this id.', codes('trader_not_found')),
    },
  },
  uploadPartnerKycDocument: {
    operationId: 'uploadPartnerKycDocument',
    method: 'POST',
    path: '/partners/{partner_id}/kyc/{review_id}/documents',
    summary: 'Upload a document of a KYC review',
    description:
      'The partner JWT carries `reviewId` (equal to the path) and `externalId` (equal to `X-Upload-External-Id`).',
    tags: ['Partners'],
    auth: 'partnerJwt',
    params: DocumentUploadParams,
    headers: DocumentUploadHeaders,
    rawBody: {
      contentTypes: ['*/*'],
      description: 'The document bytes; `Content-Type` is their MIME type, e.g. image/jpeg or application/pdf.',
    },
    responses: {
      201: { description: 'The document was stored.', schema: DocumentUploadResponse },
      400: invalidRequest('A header is missing or malformed, or the body is empty.'),
      401: partnerJwtUnauthorized,
      403: kycNotEnabled,
      404: errorResponse('The partner has no review with this id.', codes('kyc_review_not_found')),
    },
  },
  getSupportedCountries: {
    operationId: 'getSupportedCountries',
    method: 'GET',
    path: '/countries/{id}',
    summary: 'Countries where the partner can trade',
    tags: ['Partners'],
    auth: 'none',
    params: PartnerIdParams,
    responses: {
      200: { description: 'Supported countries, keyed by country code.', schema: SupportedCountries },
      400: invalidPartnerId,
      404: unknownPartner,
      429: rateLimited,
    },
  },
  getPartnerPaymentMethods: {
    operationId: 'getPartnerPaymentMethods',
    method: 'GET',
    path: '/partners/{id}/payment-methods',
    summary: 'Payment methods with their limits, before sign-up',
    description: 'Limits may differ per trader after individual risk assessment.',
    tags: ['Partners'],
    auth: 'none',
    params: PartnerIdParams,
    responses: {
      200: { description: 'The payment methods.', schema: PartnerPaymentMethods },
      400: invalidPartnerId,
      404: unknownPartner,
      429: rateLimited,
    },
  },
});
