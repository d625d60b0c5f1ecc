// Bearer authentication of the trader/user endpoints (spec, Authentication rule 1): no token is 401
// `missing_token`; a token that is malformed, expired, revoked or belongs to a deactivated user is 403
// `invalid_token`. The user is attached to the request for the handler.
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../http/failure';
import type { EmulatorContext } from '../context';
import type { UserRow } from './account-store';
import { bearerToken } from './partner-jwt';
import { userOfAccessToken } from './tokens';

const users = new WeakMap<FastifyRequest, UserRow>();

export function requireUser(ctx: EmulatorContext) {
  return async (request: FastifyRequest): Promise<void> => {
    const authorization = request.headers.authorization;
    if (authorization === undefined || authorization.trim() === '') {
      throw new ApiError(401, 'missing_token', 'Send the access token as Authorization: Bearer <access_token>.');
    }
    const token = bearerToken(authorization);
    const user = token === undefined ? undefined : userOfAccessToken(ctx.db, token, ctx.clock.now());
    if (!user) {
      throw new ApiError(
        403,
        'invalid_token',
        'The access token is malformed, expired or revoked, or its account is deactivated; get a new one with POST /auth.',
      );
    }
    users.set(request, user);
  };
}

/**
 * Endpoints that answer more with a token (payment methods, price quotes): no Authorization header is fine and
 * leaves the request anonymous; a token that is sent must be valid, as everywhere.
 */
export function optionalUser(ctx: EmulatorContext) {
  const require = requireUser(ctx);
  return async (request: FastifyRequest): Promise<void> => {
    const authorization = request.headers.authorization;
    if (authorization === undefined || authorization.trim() === '') return;
    await require(request);
  };
}

/** The user `optionalUser` found, if a token was sent. */
export function userIfAny(request: FastifyRequest): UserRow | undefined {
  return users.get(request);
}

/** The user `requireUser` authenticated. */
export function currentUser(request: FastifyRequest): UserRow {
  const user = users.get(request);
  if (!user) throw new Error('currentUser called on a route without requireUser');
  return user;
}
