// Requests and messages of the browser API's identity verification routes (routes-kyc.ts).
import * as z from 'zod/mini';
import { described, withMeta } from '../schema';
import { DeviceType } from '../trade/enums';

/**
 * Start identity verification. Without `returnUrl` the user comes back to the BFF's own return page, which tells
 * the widget and closes; with one, it must be a page on an allowed partner origin.
 */
export const StartIdentificationRequest = withMeta(
  z.object({
    returnUrl: described(z.optional(z.string()), 'A partner page on an allowed origin; default the BFF return page.'),
    deviceType: z.optional(DeviceType),
  }),
  { id: 'BffStartIdentificationRequest' },
);
export type StartIdentificationRequest = z.infer<typeof StartIdentificationRequest>;

/** `result` the identity provider appends to the return URL (Trade API, identification rule 2). */
export const KycReturnQuery = z.object({ result: z.optional(z.enum(['submitted', 'failed'])) });
export type KycReturnQuery = z.infer<typeof KycReturnQuery>;

/**
 * The message the BFF's KYC return page posts to the widget (`window.opener` or `parent`), on the widget's own
 * origin only.
 */
export const KycReturnMessage = z.object({
  type: z.literal('tradekit:kyc-return'),
  result: z.enum(['submitted', 'failed', 'unknown']),
});
export type KycReturnMessage = z.infer<typeof KycReturnMessage>;
