// The service's time as the browser API tells it (docs/bff.md, "The service's time"): countdowns in the views count
// against it, not against the device's clock. Browser-safe.
import * as z from 'zod/mini';
import { described, withMeta } from '../schema';

/** On every answer of the browser API: the service's time as it answered, ISO 8601 UTC with milliseconds. */
export const SERVICE_TIME_HEADER = 'X-Service-Time';

/**
 * On every answer in sandbox mode only, value `sandbox`: the service's clock is one the sandbox moves without telling,
 * so a view that counts down asks `GET /api/time` again every few seconds (real clocks do not jump).
 */
export const SERVICE_CLOCK_HEADER = 'X-Service-Clock';

export const ServiceTime = withMeta(
  z.object({
    now: described(z.iso.datetime(), "The service's time now (the sandbox clock in sandbox mode), ISO 8601 UTC."),
  }),
  { id: 'ServiceTime', description: "The service's clock, read now." },
);
export type ServiceTime = z.infer<typeof ServiceTime>;
