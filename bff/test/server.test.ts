// Every failure under each API's prefix comes back in that API's own shape, never a 500 and never HTML.
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { installBffErrors } from '../src/browser-api/errors';
import { installMerchantErrors } from '../src/emulator/merchant/errors';
import type { MerchantRateLimit } from '../src/emulator/merchant/transport';
import { installTradeErrors } from '../src/emulator/trade/errors';
import { ApiError } from '../src/http/failure';
import { zodValidatorCompiler, type ZodTypeProvider } from '../src/http/validation';
import { startTestServer, type TestServer } from './support';

/** The error shape alone, without the emulator's rate limit (transport.test.ts holds its headers). */
const uncounted: MerchantRateLimit = () => ({ auth: undefined, refusal: undefined });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

// Installed before the server is built, so a deprecated option Fastify warns about at start-up is caught here
// (users would otherwise see the warning on every `npm start`).
const warnings: Error[] = [];
process.on('warning', (warning) => warnings.push(warning));

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});

it('builds without a deprecation warning from Fastify', () => {
  expect(warnings.filter((w) => /^FSTDEP/.test((w as Error & { code?: string }).code ?? '')).map(String)).toEqual([]);
});
afterAll(async () => {
  await server.app.close();
});

function expectTradeError(response: { statusCode: number; headers: Record<string, unknown>; json(): unknown }) {
  expect(response.statusCode).toBeGreaterThanOrEqual(400);
  expect(response.statusCode).toBeLessThan(500);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const body = response.json() as Record<string, unknown>;
  expect(Object.keys(body).sort()).toEqual(['error', 'error_description', 'request_id']);
  expect(body.request_id).toMatch(UUID);
  expect(response.headers['x-request-id']).toBe(body.request_id);
  return body;
}

function expectMerchantFailure(response: { statusCode: number; json(): unknown }) {
  expect(response.statusCode).toBe(200);
  const body = response.json() as { success: boolean; error: { code: string; message: string } };
  expect(body.success).toBe(false);
  expect(typeof body.error.message).toBe('string');
  return body.error;
}

describe('Trade API error shape on the real server', () => {
  it('an unknown route is 404 not_found with a request_id', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/trade/no/such/thing' });
    expect(res.statusCode).toBe(404);
    expect(expectTradeError(res)).toMatchObject({ error: 'not_found' });
  });

  it('the user URL answers in the same shape', async () => {
    const res = await server.app.inject({ method: 'PUT', url: '/user/nowhere' });
    expect(expectTradeError(res).error).toBe('not_found');
  });

  it('malformed JSON is 400 invalid_request', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/trade/signup/trader',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(res.statusCode).toBe(400);
    expect(expectTradeError(res)).toMatchObject({
      error: 'invalid_request',
      error_description: 'The body is not valid JSON.',
    });
  });
});

describe('Merchant API error shape on the real server', () => {
  it('an unknown route is success:false not_found with HTTP 200', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/merchant/v3/nothing-here' });
    expect(expectMerchantFailure(res).code).toBe('not_found');
  });

  it('malformed JSON is success:false invalid_request, whatever the Content-Type', async () => {
    for (const contentType of ['application/json', 'application/x-www-form-urlencoded', undefined]) {
      const res = await server.app.inject({
        method: 'POST',
        url: '/merchant/v3/invoices',
        headers: contentType ? { 'content-type': contentType } : {},
        payload: '{"amount": 10,',
      });
      expect(expectMerchantFailure(res)).toEqual({ code: 'invalid_request', message: 'The body is not valid JSON.' });
    }
  });
});

describe('browser API and sandbox tools error shape on the real server', () => {
  it('an unknown /api route is 404 {error, message}', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'not_found', message: 'There is no endpoint GET /api/nope.' });
  });

  it('a wrong type to a sandbox tool is 400 naming the field', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/sandbox/clock/advance',
      payload: { seconds: 'soon' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'invalid_request',
      message: 'Invalid body: seconds: seconds must be a number',
    });
  });

  it('moving the sandbox clock moves the emulator clock and survives in the database', async () => {
    const before = server.clock.now().getTime();
    const res = await server.app.inject({ method: 'POST', url: '/sandbox/clock/advance', payload: { seconds: 3600 } });
    expect(res.statusCode).toBe(200);
    const now = new Date((res.json() as { now: string }).now).getTime();
    expect(now - before).toBeGreaterThanOrEqual(3600_000);
    const offset = server.db.prepare("SELECT value FROM sandbox_state WHERE key = 'clockOffsetMs'").pluck().get();
    expect(Number(offset)).toBeGreaterThanOrEqual(3600_000);
  });
});

// The same handlers, with a route that declares a contract schema, show how a wrong type and a thrown error look.
async function harness(install: (app: ReturnType<typeof Fastify>) => void) {
  const app = Fastify();
  app.setValidatorCompiler(zodValidatorCompiler);
  await app.register(async (scope) => {
    install(scope);
    const routes = scope.withTypeProvider<ZodTypeProvider>();
    routes.post(
      '/typed',
      { schema: { body: z.object({ amount: z.number(), currency: z.string().length(3) }) } },
      async () => ({
        ok: true,
      }),
    );
    routes.get(
      '/typed/:id',
      { schema: { params: z.object({ id: z.coerce.number().int().positive() }) } },
      async () => ({}),
    );
    routes.get('/conflict', async () => {
      throw new ApiError(409, 'something_taken', 'That is taken.');
    });
    routes.get('/crash', async () => {
      throw new Error('database password is hunter2');
    });
  });
  await app.ready();
  return app;
}

describe('wrong types and crashes in each API shape', () => {
  it('Trade API: a wrong type is 400 invalid_request naming the field; a crash is a 500 that hides internals', async () => {
    const app = await harness(installTradeErrors);
    const wrong = await app.inject({ method: 'POST', url: '/typed', payload: { amount: 'ten', currency: 'EUR' } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      error: 'invalid_request',
      error_description: expect.stringMatching(/^Invalid body: amount: /),
    });
    const path = await app.inject({ method: 'GET', url: '/typed/abc' });
    expect(path.json().error_description).toMatch(/^Invalid path: id: /);
    const xml = await app.inject({
      method: 'POST',
      url: '/typed',
      headers: { 'content-type': 'text/xml' },
      payload: '<a/>',
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toMatchObject({
      error: 'invalid_request',
      error_description: expect.stringMatching(/Content-Type: application\/json/),
    });
    const conflict = await app.inject({ method: 'GET', url: '/conflict' });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().error).toBe('something_taken');
    const crash = await app.inject({ method: 'GET', url: '/crash' });
    expect(crash.statusCode).toBe(500);
    expect(crash.json()).toMatchObject({
      error: 'internal_error',
      error_description: 'Something went wrong on our side.',
    });
    expect(crash.body).not.toContain('hunter2');
  });

  it('Merchant API: a wrong type is success:false invalid_request with HTTP 200; a crash too, without internals', async () => {
    const app = await harness((scope) => installMerchantErrors(scope, uncounted));
    const wrong = await app.inject({ method: 'POST', url: '/typed', payload: { amount: 10, currency: 'EURO' } });
    expect(wrong.statusCode).toBe(200);
    expect(wrong.json()).toEqual({
      success: false,
      error: { code: 'invalid_request', message: expect.stringMatching(/^Invalid body: currency: /) },
    });
    const crash = await app.inject({ method: 'GET', url: '/crash' });
    expect(crash.statusCode).toBe(200);
    expect(crash.json()).toEqual({
      success: false,
      error: { code: 'internal_error', message: 'Something went wrong on our side.' },
    });
  });

  it('Merchant API: an empty [] body counts as {} and no Content-Type still parses JSON', async () => {
    const app = await harness((scope) => installMerchantErrors(scope, uncounted));
    const res = await app.inject({ method: 'POST', url: '/typed', payload: '{"amount": 1, "currency": "EUR"}' });
    expect(res.json()).toEqual({ ok: true });
    const empty = await app.inject({
      method: 'POST',
      url: '/typed',
      headers: { 'content-type': 'text/plain' },
      payload: '[]',
    });
    expect(empty.json().error.message).toMatch(/^Invalid body: amount: /);
  });

  it('browser API: a wrong type is 400 {error, message}', async () => {
    const app = await harness((scope) => installBffErrors(scope, 'test'));
    const wrong = await app.inject({ method: 'POST', url: '/typed', payload: { amount: 'x', currency: 'EUR' } });
    expect(wrong.statusCode).toBe(400);
    expect(Object.keys(wrong.json()).sort()).toEqual(['error', 'message']);
  });
});

describe('sandbox mailbox', () => {
  it('lists mail to an address newest first, matching the address case-insensitively', async () => {
    const { sendMail } = await import('../src/emulator/sandbox/mailbox');
    sendMail(server.db, { to: 'Ada@Example.com', subject: 'first', text: 'one' }, new Date('2026-01-01T00:00:00Z'));
    sendMail(server.db, { to: 'ada@example.com', subject: 'second', text: 'two' }, new Date('2026-01-02T00:00:00Z'));
    sendMail(server.db, { to: 'bob@example.com', subject: 'other', text: 'x' }, new Date('2026-01-03T00:00:00Z'));
    const res = await server.app.inject({ method: 'GET', url: '/sandbox/mailbox?to=ADA%40example.com' });
    expect(res.json()).toEqual([
      {
        id: expect.any(Number),
        to: 'ada@example.com',
        subject: 'second',
        text: 'two',
        createTime: '2026-01-02T00:00:00.000Z',
      },
      {
        id: expect.any(Number),
        to: 'ada@example.com',
        subject: 'first',
        text: 'one',
        createTime: '2026-01-01T00:00:00.000Z',
      },
    ]);
  });

  it('refuses an address that cannot be one (without one, it lists all mail: sandbox/console.test.ts)', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/sandbox/mailbox?to=a' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/to must be the email address/);
  });
});

describe('OpenAPI documents served by the server', () => {
  it.each([
    ['/trade/openapi.json', 'http://localhost:4000/trade'],
    ['/merchant/openapi.json', 'http://localhost:4000/merchant/v3'],
  ])('%s is a valid OpenAPI 3.1 document pointing at this server', async (url, serverUrl) => {
    const { Validator } = await import('@seriousme/openapi-schema-validator');
    const res = await server.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    const document = res.json() as { openapi: string; servers: { url: string }[] };
    expect(document.openapi).toBe('3.1.0');
    expect(document.servers[0]?.url).toBe(serverUrl);
    const result = await new Validator().validate(document as never);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
  });
});
