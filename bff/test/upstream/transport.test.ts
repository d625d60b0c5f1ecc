import { afterEach, describe, expect, it } from 'vitest';
import { backoffDelay, NoAnswerError, send } from '../../src/upstream/transport';
import { startFakeUpstream, testTransport, type FakeUpstream } from './fake-upstream';

let upstream: FakeUpstream | undefined;
afterEach(async () => {
  await upstream?.close();
  upstream = undefined;
});

describe('upstream transport', () => {
  it('retries a request safe to repeat on 5xx: an upstream that fails twice then answers is answered', async () => {
    upstream = await startFakeUpstream((_, i) =>
      i < 2 ? { status: 503, body: { error: 'busy' } } : { status: 200, body: { ok: true } },
    );
    const waits: number[] = [];
    const response = await send(
      { method: 'GET', url: `${upstream.url}/x`, safeToRepeat: true },
      { ...testTransport, retry: { ...testTransport.retry, sleep: async (ms) => void waits.push(ms) } },
    );
    expect(response.status).toBe(200);
    expect(JSON.parse(response.text)).toEqual({ ok: true });
    expect(upstream.requests).toHaveLength(3);
    // Exponential backoff with jitter: the ceiling doubles each retry (random() = 0.5 → half of it).
    expect(waits).toEqual([50, 100]);
  });

  it('retries on a network error too', async () => {
    upstream = await startFakeUpstream((_, i) => (i < 2 ? { status: 0, drop: true } : { status: 200, body: {} }));
    const response = await send({ method: 'GET', url: `${upstream.url}/x`, safeToRepeat: true }, testTransport);
    expect(response.status).toBe(200);
    expect(upstream.requests).toHaveLength(3);
  });

  it('never repeats a request that is not safe to repeat', async () => {
    upstream = await startFakeUpstream(() => ({ status: 500, body: { error: 'internal_error' } }));
    const response = await send(
      { method: 'POST', url: `${upstream.url}/signup`, body: {}, safeToRepeat: false },
      testTransport,
    );
    expect(response.status).toBe(500);
    expect(upstream.requests).toHaveLength(1);
  });

  it('does not retry a 4xx', async () => {
    upstream = await startFakeUpstream(() => ({ status: 404, body: { error: 'not_found' } }));
    const response = await send({ method: 'GET', url: `${upstream.url}/x`, safeToRepeat: true }, testTransport);
    expect(response.status).toBe(404);
    expect(upstream.requests).toHaveLength(1);
  });

  it('gives up after the retries with the last 5xx', async () => {
    upstream = await startFakeUpstream(() => ({ status: 502 }));
    const response = await send({ method: 'GET', url: `${upstream.url}/x`, safeToRepeat: true }, testTransport);
    expect(response.status).toBe(502);
    expect(upstream.requests).toHaveLength(testTransport.retry.retries + 1);
  });

  it('times out an upstream that never answers and says so', async () => {
    upstream = await startFakeUpstream(() => ({ status: 0, hang: true }));
    const error = await send(
      { method: 'GET', url: `${upstream.url}/slow`, safeToRepeat: false },
      { ...testTransport, timeoutMs: 100 },
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NoAnswerError);
    expect((error as Error).message).toMatch(/no answer within 100 ms/);
  });

  it('takes fresh headers for every attempt', async () => {
    upstream = await startFakeUpstream((_, i) => (i < 1 ? { status: 500 } : { status: 200, body: {} }));
    let n = 0;
    await send(
      { method: 'GET', url: `${upstream.url}/x`, safeToRepeat: true, freshHeaders: () => ({ 'x-n': String(++n) }) },
      testTransport,
    );
    expect(upstream.requests.map((r) => r.headers['x-n'])).toEqual(['1', '2']);
  });

  it('caps the backoff ceiling at the maximum', () => {
    const policy = { ...testTransport.retry, random: () => 0.999 };
    expect(backoffDelay(policy, 10)).toBeLessThan(policy.maxDelayMs);
    expect(backoffDelay({ ...policy, random: () => 0 }, 3)).toBe(0);
  });
});
