// The session cookie: `__Host-` (so no subdomain can set or scope it), HttpOnly, Secure, SameSite=None and
// Partitioned, so it works inside the widget's cross-site iframe (partitioned by the partner's top-level site).
import type {} from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { BffContext } from './context';
import type { SessionData, StoredSession } from './session-store';

export const SESSION_COOKIE = '__Host-tradekit_session';

const cookieOptions = {
  httpOnly: true,
  secure: true,
  sameSite: 'none',
  partitioned: true,
  path: '/',
} as const;

/** The request's session, if its cookie names a live one. */
export async function currentSession(ctx: BffContext, request: FastifyRequest): Promise<StoredSession | undefined> {
  const id = request.cookies[SESSION_COOKIE];
  return id ? ctx.sessions.load(id) : undefined;
}

function setCookie(ctx: BffContext, reply: FastifyReply, session: StoredSession): void {
  const maxAge = Math.max(1, Math.floor((session.expiresAt.getTime() - ctx.clock.now().getTime()) / 1000));
  reply.setCookie(SESSION_COOKIE, session.id!, { ...cookieOptions, maxAge });
}

/** A new session (sent as a cookie on this reply). */
export async function startSession(
  ctx: BffContext,
  reply: FastifyReply,
  data: SessionData,
  ttlSeconds: number,
): Promise<StoredSession> {
  const session = await ctx.sessions.create(data, ttlSeconds);
  setCookie(ctx, reply, session);
  return session;
}

/** The current session, or a new anonymous one. */
export async function ensureSession(
  ctx: BffContext,
  request: FastifyRequest,
  reply: FastifyReply,
  ttlSeconds: number,
): Promise<StoredSession> {
  return (await currentSession(ctx, request)) ?? startSession(ctx, reply, {}, ttlSeconds);
}

/** Moves the session to a fresh id (sign-in), sending the new cookie. */
export async function rotateSession(
  ctx: BffContext,
  reply: FastifyReply,
  session: StoredSession,
  ttlSeconds: number,
): Promise<StoredSession> {
  const next = await ctx.sessions.rotate(session, ttlSeconds);
  setCookie(ctx, reply, next);
  return next;
}

export async function endSession(
  ctx: BffContext,
  reply: FastifyReply,
  session: StoredSession | undefined,
): Promise<void> {
  if (session) await ctx.sessions.delete(session.idHash);
  reply.clearCookie(SESSION_COOKIE, cookieOptions);
}
