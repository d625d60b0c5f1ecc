// Who may call what: the CSRF check on state-changing browser calls (custom header + allowed Origin), and the
// partner admin token on the partner server endpoints.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '#contract/bff/errors';
import { ApiError } from '../http/failure';
import type { BffContext } from './context';

/**
 * A state-changing call from a browser must name an allowed Origin and carry the custom header. Browsers always
 * send Origin on cross-origin requests and on POSTs; a missing one is refused too, since a page can suppress it
 * only in ways that also drop the custom header's preflight.
 */
export function checkCsrf(ctx: BffContext, request: FastifyRequest): void {
  const origin = request.headers.origin;
  if (request.headers[CSRF_HEADER.toLowerCase()] !== CSRF_HEADER_VALUE) {
    throw new ApiError(403, 'csrf_rejected', `Send the header ${CSRF_HEADER}: ${CSRF_HEADER_VALUE} on this call.`);
  }
  if (!origin || !ctx.allowedOrigins.has(origin)) {
    throw new ApiError(
      403,
      'csrf_rejected',
      `Calls from ${origin ? `origin ${origin}` : 'an unknown origin'} are not allowed.`,
    );
  }
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** `Authorization: Bearer <PARTNER_ADMIN_TOKEN>`, compared in constant time. */
export function checkAdminToken(ctx: BffContext, request: FastifyRequest): void {
  const expected = ctx.settings.adminToken;
  const header = request.headers.authorization ?? '';
  const given = /^Bearer (.+)$/.exec(header)?.[1];
  if (!expected) {
    throw new ApiError(401, 'invalid_admin_token', 'Partner endpoints are off: set PARTNER_ADMIN_TOKEN to use them.');
  }
  // Hashing first makes both sides the same length, so the comparison leaks nothing about the length either.
  if (!given || !timingSafeEqual(digest(given), digest(expected))) {
    throw new ApiError(401, 'invalid_admin_token', 'Send Authorization: Bearer <PARTNER_ADMIN_TOKEN>.');
  }
}
