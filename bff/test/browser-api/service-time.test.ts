// The service's time as the browser API tells it (docs/bff.md, "The service's time"): every answer carries
// X-Service-Time (and in sandbox mode X-Service-Clock: sandbox), the emulator's answers carry its own clock in Date
// as a real service's would, and GET /api/time reads a moved sandbox clock at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startListeningTestServer, type TestServer } from '../support';

const partner = 'https://partner.example';
let server: TestServer & { url: string };
beforeAll(async () => {
  server = await startListeningTestServer({ ALLOWED_ORIGINS: partner });
});
afterAll(async () => {
  const closing = server.app.close();
  server.app.server.closeAllConnections();
  await closing;
});

const serviceTimeOf = (headers: Record<string, unknown>) => Date.parse(String(headers['x-service-time']));
const sandboxNow = () => server.clock.now().getTime();

describe("the service's time", () => {
  it('rule: the emulator answers with Date by its own clock, moved or not', async () => {
    await server.app.inject({ method: 'POST', url: '/sandbox/clock/advance', payload: { seconds: 0 } });
    const answer = await fetch(`${server.url}/sandbox/clock`);
    const date = Date.parse(answer.headers.get('date')!);
    expect(Math.abs(date - sandboxNow())).toBeLessThan(2000);
  });

  it('rule: every browser API answer carries the service time, and in sandbox mode says its clock moves', async () => {
    for (const url of ['/api/config', '/api/session', '/api/nowhere']) {
      const answer = await server.app.inject({ method: 'GET', url });
      expect(Math.abs(serviceTimeOf(answer.headers) - sandboxNow()), url).toBeLessThan(2000);
      expect(answer.headers['x-service-clock'], url).toBe('sandbox');
    }
  });

  it('rule: the pages the identity provider and the card page return to are answered once, stamped like any answer', async () => {
    // Over real HTTP. Sent twice (by the route, then by the route table) with another onSend hook in the scope, it
    // reached Chromium as a 500 and the window stayed open (e2e/journey-trades.spec.ts holds that).
    for (const path of ['/api/kyc/return?result=submitted', '/api/trades/return']) {
      const answer = await fetch(`${server.url}${path}`);
      expect(answer.status, path).toBe(200);
      expect(await answer.text()).toContain('window.opener');
      expect(Math.abs(Date.parse(answer.headers.get('x-service-time')!) - sandboxNow()), path).toBeLessThan(2000);
    }
  });

  it('rule: a kit on an allowed origin may read both headers (CORS exposes them)', async () => {
    const answer = await server.app.inject({ method: 'GET', url: '/api/time', headers: { origin: partner } });
    const exposed = String(answer.headers['access-control-expose-headers']).toLowerCase();
    expect(exposed).toContain('x-service-time');
    expect(exposed).toContain('x-service-clock');
  });

  it('rule: after the sandbox clock moves, GET /api/time and the answers after it tell the moved time at once', async () => {
    const before = serviceTimeOf((await server.app.inject({ method: 'GET', url: '/api/session' })).headers);
    await server.app.inject({ method: 'POST', url: '/sandbox/clock/advance', payload: { seconds: 16 * 60 } });
    const answer = await server.app.inject({ method: 'GET', url: '/api/time' });
    expect(answer.statusCode).toBe(200);
    const told = Date.parse((answer.json() as { now: string }).now);
    // Exact to the round trip to the sandbox tools, and its header says the same.
    expect(Math.abs(told - sandboxNow())).toBeLessThan(250);
    expect(told - before).toBeGreaterThanOrEqual(16 * 60 * 1000);
    expect(Math.abs(serviceTimeOf(answer.headers) - told)).toBeLessThan(250);
    const later = await server.app.inject({ method: 'GET', url: '/api/session' });
    expect(Math.abs(serviceTimeOf(later.headers) - sandboxNow())).toBeLessThan(250);
  });

  it("rule: the BFF's own clock being off does not change the service time it tells", async () => {
    server.bffClock.advance(3600);
    // The next answer of the service shows the BFF's clock an hour ahead of it: learned at once.
    const answer = await server.app.inject({ method: 'GET', url: '/api/time' });
    expect(Math.abs(Date.parse((answer.json() as { now: string }).now) - sandboxNow())).toBeLessThan(250);
  });
});
