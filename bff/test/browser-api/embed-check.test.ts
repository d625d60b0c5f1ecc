// GET /widget/embed-check: what tradekit.js asks when its widget never says hello, to tell a partner whose page's
// origin is not in ALLOWED_ORIGINS what to change (the browser's frame-ancestors refusal says nothing to the page).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ ALLOWED_ORIGINS: 'https://partner.example' });
});
afterAll(async () => {
  await server.app.close();
});

const check = (origin?: string, host = 'localhost:3000') =>
  server.app.inject({ method: 'GET', url: '/widget/embed-check', headers: { host, ...(origin && { origin }) } });

describe('the embed check', () => {
  it('says an allowed origin may show the widget, readable from any origin and never cached', async () => {
    const response = await check('https://partner.example');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ allowed: true });
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it("allows what frame-ancestors 'self' allows: the BFF's own origin, and a same-origin call without Origin", async () => {
    expect((await check('http://localhost:3000')).json()).toEqual({ allowed: true });
    expect((await check()).json()).toEqual({ allowed: true });
  });

  it('names the refused origin and ALLOWED_ORIGINS to a page that may not show the widget', async () => {
    const response = await check('https://shop.example');
    expect(response.headers['access-control-allow-origin']).toBe('*');
    const body = response.json<{ allowed: boolean; origin: string; message: string }>();
    expect(body).toMatchObject({ allowed: false, origin: 'https://shop.example' });
    expect(body.message).toMatch(
      /Add https:\/\/shop\.example to ALLOWED_ORIGINS .* of the BFF at http:\/\/localhost:3000/,
    );
  });
});
