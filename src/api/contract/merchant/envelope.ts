// The Merchant API answers every request with HTTP 200 and one of two bodies: `{success: true, data}` or
// `{success: false, error: {code, message, url?}}`.
import * as z from 'zod/mini';
import { checked, described, withMeta } from '../schema';

export const MerchantError = withMeta(
  z.object({
    /** Kept a plain string so a client parsing the real service does not break on a code added later. */
    code: described(
      checked(z.string(), z.minLength(1)),
      'Machine-readable error code; see the list in the API description.',
    ),
    message: described(z.string(), 'What went wrong and how to fix it, in English.'),
    url: described(z.optional(z.string()), 'Error-specific link, e.g. to documentation; present only for some errors.'),
  }),
  { id: 'MerchantError', description: 'Why a Merchant API request failed.' },
);
export type MerchantError = z.infer<typeof MerchantError>;

export const MerchantFailure = withMeta(z.object({ success: z.literal(false), error: MerchantError }), {
  id: 'MerchantFailure',
  description: 'Body of every failed Merchant API request (still HTTP 200).',
});
export type MerchantFailure = z.infer<typeof MerchantFailure>;

/** `{success: true, data}` around `data`. */
/* @__NO_SIDE_EFFECTS__ */
export function merchantSuccess<T extends z.core.$ZodType>(data: T) {
  return z.object({ success: z.literal(true), data });
}

/** Either body of an endpoint whose success data is `data`; what a client parses a response with. */
/* @__NO_SIDE_EFFECTS__ */
export function merchantEnvelope<T extends z.core.$ZodType>(data: T) {
  return z.discriminatedUnion('success', [merchantSuccess(data), MerchantFailure]);
}
