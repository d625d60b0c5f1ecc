// Registers a browser API route from the route table (src/api/contract/bff/routes.ts): method, path, schemas, success
// status, the guard its `auth` asks for and the attempt limit its `rateLimit` names. Handlers get parsed input and
// the session, and stay thin.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type * as z from 'zod/mini';
import { bffRoutes, isStateChanging, type BffRoute, type BffRouteName } from '#contract/bff/routes';
import { tooManyAttempts } from './attempt-limit';
import type { BffContext } from './context';
import { checkAdminToken, checkCsrf } from './guards';
import { currentSession } from './session-cookie';
import type { StoredSession } from './session-store';
import { notSignedIn } from './user-tokens';

type Routes = typeof bffRoutes;
type Out<S> = S extends z.core.$ZodType ? z.output<S> : undefined;
type Field<R, K extends string> = R extends { [P in K]: infer S } ? Out<S> : undefined;

export interface RouteInput<N extends BffRouteName> {
  body: Field<Routes[N], 'body'>;
  query: Field<Routes[N], 'query'>;
  params: Field<Routes[N], 'params'>;
  request: FastifyRequest;
  reply: FastifyReply;
  /** The request's live session (for `session` routes: one with a signed-in user). */
  session: StoredSession | undefined;
}

type Result<N extends BffRouteName> = Routes[N]['response'] extends z.core.$ZodType
  ? z.input<Routes[N]['response']>
  : unknown;

export function defineRoute<N extends BffRouteName>(
  app: FastifyInstance,
  ctx: BffContext,
  name: N,
  handler: (input: RouteInput<N>) => Promise<Result<N>>,
): void {
  const route: BffRoute = bffRoutes[name];
  const schema: Record<string, z.core.$ZodType> = {};
  if (route.body) schema.body = route.body;
  if (route.query) schema.querystring = route.query;
  if (route.params) schema.params = route.params;
  const budget = route.rateLimit;
  app.route({
    method: route.method,
    url: route.path,
    schema,
    // Guards run before the body is validated: a forged cross-site call is refused whatever it sends. The attempt
    // limit comes after them, so a page elsewhere cannot spend a visitor's attempts with calls the guards refuse.
    onRequest: async (request, reply) => {
      if (route.auth === 'admin') checkAdminToken(ctx, request);
      else if (route.auth !== 'signed' && isStateChanging(route.method)) checkCsrf(ctx, request);
      if (!budget) return;
      // `request.ip` is the socket's address, or behind the trusted proxy (production) the hop it appended.
      const over = await ctx.attempts.attempt(budget, request.ip);
      if (!over) return;
      reply.header('retry-after', String(over.retryAfterSeconds));
      throw tooManyAttempts(over.retryAfterSeconds);
    },
    handler: async (request, reply) => {
      const session =
        route.auth === 'admin' || route.auth === 'signed' ? undefined : await currentSession(ctx, request);
      if (route.auth === 'session' && !session?.data.user) throw notSignedIn();
      const result = await handler({
        body: request.body as RouteInput<N>['body'],
        query: request.query as RouteInput<N>['query'],
        params: request.params as RouteInput<N>['params'],
        request,
        reply,
        session,
      });
      // A handler that sent the answer itself returns the reply (`reply.sent` stays false while onSend hooks run).
      if (reply.sent || result === reply) return reply;
      reply.code(route.status ?? 200);
      if (route.response === 'empty') return reply.send();
      return reply.send(result);
    },
  });
}
