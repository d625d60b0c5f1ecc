// Small value schemas every Trade API file shares: identifiers, codes, timestamps, URLs.
import * as z from 'zod/mini';
import { checked, withMeta } from '../schema';

/** A format's own message for a wrong value; zod's "expected string, received undefined" for a missing one. */
const unlessMissing = (message: string) => (issue: { input?: unknown }) =>
  issue.input === undefined ? undefined : message;

/**
 * A UUID in its 8-4-4-4-12 hex form. Checked by shape only (`z.guid`), not by RFC 9562 version and variant
 * bits: the service hands these ids out, so to a client they are opaque tokens of a known shape.
 */
export const Uuid = z.guid({ error: unlessMissing('must be a UUID (8-4-4-4-12 hexadecimal digits)') });

export const CountryCode = withMeta(
  checked(
    z.string(),
    z.regex(/^[A-Z]{2}$/, { error: 'must be an ISO 3166-1 alpha-2 country code in upper case, e.g. DE' }),
  ),
  { id: 'CountryCode', description: 'ISO 3166-1 alpha-2 country code, upper case.', examples: ['DE'] },
);
export type CountryCode = z.infer<typeof CountryCode>;

/**
 * ISO 3166-2 subdivision: either the full code (`US-CA`) or only its part after the hyphen (`CA`), because the
 * spec names ISO 3166-2 while the countries response keys states by the bare code. See `subdivisionCode` (subdivision.ts).
 */
export const StateCode = withMeta(
  checked(
    z.string(),
    z.regex(/^(?:[A-Z]{2}-)?[A-Z0-9]{1,3}$/, {
      error: 'must be an ISO 3166-2 subdivision code such as US-CA or CA',
    }),
  ),
  { id: 'StateCode', description: 'ISO 3166-2 subdivision code, `US-CA` or `CA`.', examples: ['CA'] },
);
export type StateCode = z.infer<typeof StateCode>;

export const CurrencyCode = withMeta(
  checked(
    z.string(),
    z.regex(/^[A-Z][A-Z0-9]{1,9}$/, { error: 'must be a currency code in upper case, e.g. EUR or BTC' }),
  ),
  { id: 'CurrencyCode', description: 'Currency code in upper case (ISO 4217 or a crypto ticker).' },
);
export type CurrencyCode = z.infer<typeof CurrencyCode>;

/** ISO 8601 date-time with `Z` or a numeric offset, any fraction of a second. */
export const IsoDateTime = z.iso.datetime({
  offset: true,
  error: unlessMissing('must be an ISO 8601 date-time, e.g. 2024-05-01T12:00:00Z'),
});

export const IsoDate = z.iso.date({ error: unlessMissing('must be a date in the form YYYY-MM-DD') });

/** Absolute http(s) URL; localhost is allowed because sandbox integrations return to development servers. */
export const HttpUrl = z.url({ protocol: /^https?$/, error: unlessMissing('must be an absolute http or https URL') });

export const Email = z.email({ error: unlessMissing('must be an email address') });

/** The `{}` body several endpoints answer with. */
export const EmptyObject = withMeta(z.object({}), { id: 'EmptyObject', description: 'An empty JSON object.' });
export type EmptyObject = z.infer<typeof EmptyObject>;
