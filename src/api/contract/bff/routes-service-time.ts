// The browser API route that reads the service's clock afresh (service-time.ts says why); a module of its own, so
// only the views that count down carry its schema. Browser-safe.
import * as z from 'zod/mini';
import { described, withMeta } from '../schema';
import { defineRoute } from './route-types';

const ServiceTime = withMeta(
  z.object({
    now: described(z.iso.datetime(), "The service's time now (the sandbox clock in sandbox mode), ISO 8601 UTC."),
  }),
  { id: 'ServiceTime', description: "The service's clock, read now." },
);
export type ServiceTime = z.infer<typeof ServiceTime>;

export const getServiceTime = defineRoute({
  method: 'GET',
  path: '/time',
  summary:
    "The service's time now (in sandbox mode the sandbox clock, read afresh); also in every answer's X-Service-Time.",
  auth: 'public',
  response: ServiceTime,
});
