// Rules of defineEndpoint: a route is its table entry. The guard follows from `auth` and runs before the body is
// read; the success status and an empty body come from `responses`; an API without a guard for an endpoint's auth
// refuses to register it; an endpoint may word its own body failures.
import Fastify from 'fastify';
import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { defineEndpoints } from '#contract/endpoint';
import { defineEndpoint, type Guards } from '../../src/emulator/define-endpoint';
import { ApiError } from '../../src/http/failure';
import { zodValidatorCompiler } from '../../src/http/validation';

const table = defineEndpoints({
  createThing: {
    operationId: 'createThing',
    method: 'POST',
    path: '/things/{id}',
    summary: 'Create a thing',
    tags: ['Things'],
    auth: 'bearer',
    params: z.object({ id: z.string() }),
    body: z.object({ name: z.string() }),
    responses: { 201: { description: 'Created.', schema: z.object({ id: z.string(), name: z.string() }) } },
  },
  forgetThing: {
    operationId: 'forgetThing',
    method: 'DELETE',
    path: '/things/{id}',
    summary: 'Forget a thing',
    tags: ['Things'],
    auth: 'none',
    params: z.object({ id: z.string() }),
    responses: { 204: { description: 'Gone.' } },
  },
});

function server() {
  const app = Fastify();
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setErrorHandler((error, _request, reply) =>
    reply.code(error instanceof ApiError ? error.status : 400).send({ error: (error as ApiError).code ?? 'invalid' }),
  );
  return app;
}

const bearerGuard: Guards = {
  none: {},
  bearer: {
    onRequest: async (request) => {
      if (request.headers.authorization !== 'Bearer ok') throw new ApiError(401, 'missing_token', 'No token.');
    },
  },
};

describe('defineEndpoint', () => {
  it('answers with the one success status the table declares, the path template as Fastify params', async () => {
    const app = server();
    defineEndpoint(app, bearerGuard, table.createThing, ({ body, params }) => ({ id: params.id, name: body.name }));
    const response = await app.inject({
      method: 'POST',
      url: '/things/a1',
      headers: { authorization: 'Bearer ok' },
      payload: { name: 'x' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ id: 'a1', name: 'x' });
  });

  it('sends an empty body where the table declares a success without a schema, whatever the handler returns', async () => {
    const app = server();
    defineEndpoint(app, bearerGuard, table.forgetThing, () => undefined);
    const response = await app.inject({ method: 'DELETE', url: '/things/a1' });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
  });

  it('runs the guard of the endpoint auth before the body is parsed or validated', async () => {
    const app = server();
    defineEndpoint(app, bearerGuard, table.createThing, () => ({ id: '', name: '' }));
    const response = await app.inject({
      method: 'POST',
      url: '/things/a1',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'missing_token' });
  });

  it('refuses to register an endpoint whose auth the API has no guard for (a table mistake)', () => {
    const guards: Guards = { none: {} };
    expect(() => defineEndpoint(server(), guards, table.createThing, () => ({ id: '', name: '' }))).toThrow(
      /createThing: this API has no guard for auth "bearer"/,
    );
  });

  it('words a body failure with the endpoint own code when it asks to', async () => {
    const app = server();
    defineEndpoint(app, bearerGuard, table.createThing, () => ({ id: '', name: '' }), {
      invalidBody: () => new ApiError(400, 'missing_argument', 'No name.'),
      replyHeaders: { 'cache-control': 'no-store' },
    });
    const response = await app.inject({
      method: 'POST',
      url: '/things/a1',
      headers: { authorization: 'Bearer ok' },
      payload: { name: 1 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'missing_argument' });
    expect(response.headers['cache-control']).toBe('no-store');
  });
});
