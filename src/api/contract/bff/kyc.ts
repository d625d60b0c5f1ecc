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

/**
 * The query of the BFF's return pages naming the origin of the page that opened the window (the identity provider's,
 * the card payment page's), when it is not the BFF's own: the BFF puts it in the return URL it hands upstream, taken
 * from the Origin of the call that started the window, and the page tells that origin only if the BFF allows it.
 */
export const OPENER_PARAM = 'opener';

/** `result` the identity provider appends to the return URL (Trade API, identification rule 2), and the opener. */
export const KycReturnQuery = z.object({
  result: z.optional(z.enum(['submitted', 'failed'])),
  [OPENER_PARAM]: z.optional(z.string()),
});
export type KycReturnQuery = z.infer<typeof KycReturnQuery>;

/**
 * The message the BFF's KYC return page posts to the window that opened it (`window.opener`, else `parent`), on
 * that window's origin only (its `opener` query when the BFF allows it, else the BFF's own: the widget's).
 */
export const KycReturnMessage = z.object({
  type: z.literal('tradekit:kyc-return'),
  result: z.enum(['submitted', 'failed', 'unknown']),
});
export type KycReturnMessage = z.infer<typeof KycReturnMessage>;
