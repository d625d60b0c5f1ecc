// The service's time as the browser API tells it (docs/bff.md, "The service's time"): countdowns in the views count
// against it, not against the device's clock. Plain constants, so the kit's first view carries no schema for them;
// the route that reads the time afresh is in routes-service-time.ts. Browser-safe.

/** On every answer of the browser API: the service's time as it answered, ISO 8601 UTC with milliseconds. */
export const SERVICE_TIME_HEADER = 'X-Service-Time';

/**
 * On every answer in sandbox mode only, value `sandbox`: the service's clock is one the sandbox moves without telling,
 * so a view that counts down asks `GET /api/time` again every few seconds (real clocks do not jump).
 */
export const SERVICE_CLOCK_HEADER = 'X-Service-Clock';
