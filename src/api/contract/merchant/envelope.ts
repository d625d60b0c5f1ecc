// The Merchant API answers every request with HTTP 200 and one of two bodies: `{success: true, data}` or
// `{success: false, error: {code, message, url?}}`.
import { z } from 'zod';

export const MerchantError = z
  .object({
    /** Kept a plain string so a client parsing the real service does not break on a code added later. */
    code: z.string().min(1).describe('Machine-readable error code; see the list in the API description.'),
    message: z.string().describe('What went wrong and how to fix it, in English.'),
    url: z.string().optional().describe('Error-specific link, e.g. to documentation; present only for some errors.'),
  })
  .meta({ id: 'MerchantError', description: 'Why a Merchant API request failed.' });
export type MerchantError = z.infer<typeof MerchantError>;

export const MerchantFailure = z
  .object({ success: z.literal(false), error: MerchantError })
  .meta({ id: 'MerchantFailure', description: 'Body of every failed Merchant API request (still HTTP 200).' });
export type MerchantFailure = z.infer<typeof MerchantFailure>;

/** `{success: true, data}` around `data`. */
export function merchantSuccess<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), data });
}

/** Either body of an endpoint whose success data is `data`; what a client parses a response with. */
export function merchantEnvelope<T extends z.ZodType>(data: T) {
  return z.discriminatedUnion('success', [merchantSuccess(data), MerchantFailure]);
}
