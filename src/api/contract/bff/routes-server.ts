// Routes for servers, not browsers: the partner's server (admin token) and the Merchant API's signed callbacks.
import * as z from 'zod/mini';
import { checked } from '../schema';
import { MerchantCallback } from '../merchant/callbacks';
import { PartnerWebhookEvent } from '../trade/webhooks';
import {
  DocumentUploadHeaders,
  DocumentUploadResponse,
  PartnerKycReviewRequest,
  PartnerKycReviewResponse,
} from '../trade/partner-kyc';
import { WidgetSessionGrant, WidgetSessionGrantRequest } from './partner-server';
import { defineRoute } from './route-types';

const ReviewParams = z.object({ reviewId: checked(z.string(), z.minLength(1), z.maxLength(100)) });

// ---- partner server (admin token) and upstream callbacks: not for browsers
export const grantWidgetSession = defineRoute({
  method: 'POST',
  path: '/partner/widget-sessions',
  summary: 'A short-lived signed token that opens a trusted widget session for an already-verified email.',
  auth: 'admin',
  body: WidgetSessionGrantRequest,
  status: 201,
  response: WidgetSessionGrant,
});

export const submitPartnerKyc = defineRoute({
  method: 'POST',
  path: '/partner/kyc',
  summary: 'Report a KYC review the partner did itself (signed with the partner key upstream).',
  auth: 'admin',
  body: PartnerKycReviewRequest,
  response: PartnerKycReviewResponse,
});

export const uploadPartnerKycDocument = defineRoute({
  method: 'POST',
  path: '/partner/kyc/:reviewId/documents',
  summary: 'Upload a document of a partner KYC review: raw bytes, with the Trade API upload headers.',
  auth: 'admin',
  params: ReviewParams,
  rawBody: { headers: DocumentUploadHeaders },
  status: 201,
  response: DocumentUploadResponse,
});

export const merchantCallback = defineRoute({
  method: 'POST',
  path: '/merchant/callback',
  summary: 'Invoice and buy order callbacks, signed with the IPN secret; feed the payment page events.',
  auth: 'signed',
  body: MerchantCallback,
  status: 204,
  response: 'empty',
});

export const partnerWebhook = defineRoute({
  method: 'POST',
  path: '/partner/webhook',
  summary: "The Trade API's partner webhook (identification reviews, trade changes), signed with the webhook secret.",
  auth: 'signed',
  body: PartnerWebhookEvent,
  status: 204,
  response: 'empty',
});
