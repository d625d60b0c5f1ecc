// Attacker-style paths on a server that serves a built front end (whose static catch-all takes every GET): an
// unknown path, an over-long path parameter and malformed percent-encoding are each answered in the shape of the
// API whose prefix they fall under, never as Fastify's or the static server's default answers.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, tempDataDir, type TestServer } from '../support';

let server: TestServer;
beforeAll(async () => {
  const staticRoot = tempDataDir();
  fs.writeFileSync(path.join(staticRoot, 'index.html'), '<!doctype html><title>demo</title>');
  server = await startTestServer({}, { staticRoot });
});
afterAll(async () => {
  await server.app.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const inject = (method: Method, url: string) =>
  server.app.inject({ method, url, payload: method === 'GET' ? undefined : {} });
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const longId = 'a'.repeat(150);
const badEncodings = ['%zz', '%', '%C0%AE'];

function expectTrade(response: Awaited<ReturnType<typeof inject>>, status: number, code: string) {
  expect(response.statusCode).toBe(status);
  const body = response.json() as Record<string, unknown>;
  expect(Object.keys(body).sort()).toEqual(['error', 'error_description', 'request_id']);
  expect(body.error).toBe(code);
  expect(body.request_id).toMatch(UUID);
  expect(response.headers['x-request-id']).toBe(body.request_id);
}

function expectMerchant(response: Awaited<ReturnType<typeof inject>>, code: string) {
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ success: false, error: { code, message: expect.any(String) } });
}

function expectMessage(response: Awaited<ReturnType<typeof inject>>, status: number, code: string) {
  expect(response.statusCode).toBe(status);
  const body = response.json() as Record<string, unknown>;
  expect(Object.keys(body).sort()).toEqual(['error', 'message']);
  expect(body.error).toBe(code);
}

describe('an unknown GET path is answered in its API shape, not by the static catch-all', () => {
  it('Merchant API: HTTP 200 success:false not_found, with the X-RateLimit-* headers', async () => {
    const response = await inject('GET', '/merchant/v3/no-such-thing');
    expectMerchant(response, 'not_found');
    expect(response.headers['x-ratelimit-limit']).toBe('100');
    expect(response.headers['x-ratelimit-remaining']).toMatch(/^\d+$/);
    expect(response.headers['x-ratelimit-reset']).toMatch(/^\d+$/);
  });

  it('Trade API and its user URL: 404 {error, error_description, request_id}', async () => {
    expectTrade(await inject('GET', '/trade/no/such/thing'), 404, 'not_found');
    expectTrade(await inject('GET', '/user/no-such-thing'), 404, 'not_found');
  });

  it('browser API and sandbox tools: 404 {error, message}', async () => {
    const response = await inject('GET', '/api/no-such-thing?x=1');
    expectMessage(response, 404, 'not_found');
    expect(response.json().message).toBe('There is no endpoint GET /api/no-such-thing.');
    expectMessage(await inject('GET', '/sandbox/no-such-thing'), 404, 'not_found');
  });

  it('pages outside the APIs are still the static server’s', async () => {
    const response = await inject('GET', '/');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>demo</title>');
  });
});

describe('a path parameter over 100 characters is a 4xx invalid_request in its API shape', () => {
  it.each<Method>(['GET', 'PUT'])('Merchant API, %s: HTTP 200 success:false invalid_request', async (method) => {
    expectMerchant(await inject(method, `/merchant/v3/invoices/${longId}`), 'invalid_request');
  });

  it.each<Method>(['GET', 'POST'])('Trade API, %s: 414 invalid_request', async (method) => {
    expectTrade(await inject(method, `/trade/traders/${longId}/identifications`), 414, 'invalid_request');
  });

  it.each<Method>(['GET', 'DELETE'])('browser API, %s: 414 invalid_request', async (method) => {
    expectMessage(await inject(method, `/api/payment/${longId}`), 414, 'invalid_request');
  });
});

describe('malformed percent-encoding (FST_ERR_BAD_URL) goes through each API’s own error path', () => {
  it.each(badEncodings)('Merchant API %s: HTTP 200 success:false invalid_request', async (bad) => {
    expectMerchant(await inject('GET', `/merchant/v3/invoices/${bad}`), 'invalid_request');
    expectMerchant(await inject('POST', `/merchant/v3/${bad}`), 'invalid_request');
  });

  it.each(badEncodings)('Trade API %s: 400 invalid_request', async (bad) => {
    expectTrade(await inject('GET', `/trade/traders/${bad}`), 400, 'invalid_request');
    expectTrade(await inject('POST', `/user/${bad}`), 400, 'invalid_request');
  });

  it.each(badEncodings)('browser API and sandbox tools %s: 400 {error, message}', async (bad) => {
    const response = await inject('GET', `/api/payment/${bad}`);
    expectMessage(response, 400, 'invalid_request');
    expect(response.json().message).toMatch(/percent-encoding/);
    expectMessage(await inject('GET', `/sandbox/${bad}`), 400, 'invalid_request');
  });
});

describe('over real HTTP, where no client library tidies the path first', () => {
  /** A raw GET of `rawPath` exactly as written, and the answer's status, rate-limit header and body. */
  function rawGet(port: number, rawPath: string): Promise<{ status?: number; limit?: string; body: string }> {
    return new Promise((resolve, reject) => {
      const request = http.get({ host: '127.0.0.1', port, path: rawPath }, (response) => {
        let body = '';
        response.on('data', (chunk) => (body += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode, limit: response.headers['x-ratelimit-limit'] as string, body }),
        );
      });
      request.on('error', reject);
    });
  }

  it('bad percent-encoding, an over-long id and an unknown path each come back in the Merchant API shape', async () => {
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.app.server.address() as { port: number };
    for (const rawPath of ['/merchant/v3/invoices/%zz', '/merchant/v3/invoices/%', `/merchant/v3/invoices/${longId}`]) {
      const answer = await rawGet(port, rawPath);
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.body)).toMatchObject({ success: false, error: { code: 'invalid_request' } });
    }
    const unknown = await rawGet(port, '/merchant/v3/nothing/here');
    expect(JSON.parse(unknown.body)).toMatchObject({ success: false, error: { code: 'not_found' } });
    expect(unknown.limit).toBe('100');
  });
});
