// The guard of every `partnerJwt` endpoint: a bearer token is there at all (401 `missing_token`). What the token
// must prove depends on the endpoint, so each verifies it with `verifyPartnerJwt`: in its handler, or (the document
// upload, whose body may be 10 MB) in an onRequest hook after this one.
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../http/failure';
import { bearerToken } from './partner-jwt';

const tokens = new WeakMap<FastifyRequest, string>();

export async function requirePartnerJwtPresent(request: FastifyRequest): Promise<void> {
  const authorization = request.headers.authorization;
  if (authorization === undefined || authorization.trim() === '')
    throw new ApiError(401, 'missing_token', 'Send the partner JWT as Authorization: Bearer <jwt>.');
  const token = bearerToken(authorization);
  if (token === undefined)
    throw new ApiError(401, 'invalid_partner_token', 'The Authorization header must be Bearer <jwt>.');
  tokens.set(request, token);
}

export function partnerTokenOf(request: FastifyRequest): string {
  const token = tokens.get(request);
  if (token === undefined) throw new Error('partnerTokenOf called on a route without requirePartnerJwtPresent');
  return token;
}
