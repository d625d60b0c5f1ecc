// The built pages the BFF serves next to the browser API: the payment page for every `/pay/<token>`, and the
// security headers on real pages (the widget frameable by allowed partner origins only).
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from '../../../scripts/precompress.mjs';
import { startTestServer, tempDataDir, type TestServer } from '../support';

let server: TestServer;
let root = '';
/** A hashed asset big enough to be worth compressing. */
const assetCode = `export const words = ${JSON.stringify('tradekit '.repeat(400))};`;
const demoScript = "document.title = 'demo';";
const demoStyle = 'body { margin: 0 }';
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
beforeAll(async () => {
  root = tempDataDir();
  fs.mkdirSync(path.join(root, 'widget'));
  fs.mkdirSync(path.join(root, 'pay'));
  fs.writeFileSync(
    path.join(root, 'index.html'),
    `<!doctype html><title>demo</title><style>${demoStyle}</style><script>${demoScript}</script><script src="/tradekit.js"></script>`,
  );
  fs.writeFileSync(path.join(root, 'widget', 'index.html'), '<!doctype html><title>widget</title>');
  fs.writeFileSync(path.join(root, 'tradekit.js'), '/* loader */');
  fs.writeFileSync(path.join(root, 'pay', 'index.html'), '<!doctype html><html lang="en"><title>pay</title>');
  fs.mkdirSync(path.join(root, 'assets'));
  fs.writeFileSync(path.join(root, 'assets', 'app-Ab12Cd34.js'), assetCode);
  precompress(root);
  server = await startTestServer({ ALLOWED_ORIGINS: 'https://partner.example' }, { staticRoot: root });
});
afterAll(async () => {
  await server.app.close();
});

describe('static pages', () => {
  it('serves the payment page for any payment link, not framable', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/pay/12.abcdefghijklmnopqrstuv' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>pay</title>');
    expect(String(response.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  });

  it("rule: the payment page carries the merchant's language (PAYMENT_PAGE_LOCALE), English by default, for payers whose browser asks for none shipped", async () => {
    expect((await server.app.inject({ method: 'GET', url: '/pay/12.abcdefghijklmnopqrstuv' })).body).toContain(
      '<html lang="en">',
    );
    const danish = await startTestServer({ PAYMENT_PAGE_LOCALE: 'da' }, { staticRoot: root });
    try {
      const response = await danish.app.inject({ method: 'GET', url: '/pay/12.abcdefghijklmnopqrstuv' });
      expect(response.body).toContain('<html lang="da"><title>pay</title>');
    } finally {
      await danish.app.close();
    }
    await expect(startTestServer({ PAYMENT_PAGE_LOCALE: 'pt' }, { staticRoot: root })).rejects.toThrow(
      /PAYMENT_PAGE_LOCALE/,
    );
  });

  it('the widget page may be framed by the allowed partner origins', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/widget/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>widget</title>');
    expect(String(response.headers['content-security-policy'])).toContain(
      "frame-ancestors 'self' https://partner.example",
    );
  });

  it('the demo page may not be framed', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(String(response.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  it('the demo page, opened on any host name, may frame the widget from the BFF origin', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/' });
    expect(String(response.headers['content-security-policy'])).toContain(
      `frame-src 'self' ${new URL(server.config.publicUrl).origin};`,
    );
  });

  it('partner pages on other origins may load tradekit.js; everything else stays same-origin', async () => {
    const loader = await server.app.inject({ method: 'GET', url: '/tradekit.js' });
    expect(loader.statusCode).toBe(200);
    expect(loader.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const widget = await server.app.inject({ method: 'GET', url: '/widget/' });
    expect(widget.headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it("allows exactly the page's own inline blocks, by hash, and no others", async () => {
    const demo = String((await server.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy']);
    expect(demo).toContain(`script-src 'self' ${sha256(demoScript)};`);
    expect(demo).toContain(`style-src 'self' ${sha256(demoStyle)};`);
    expect(demo).not.toContain('unsafe-inline');
    const widget = String(
      (await server.app.inject({ method: 'GET', url: '/widget/' })).headers['content-security-policy'],
    );
    expect(widget).toContain("script-src 'self';");
  });

  it('sends built assets compressed (brotli, else gzip, else plain) as the browser accepts', async () => {
    const url = '/assets/app-Ab12Cd34.js';
    const brotli = await server.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(String(brotli.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toBe(assetCode);
    const gzip = await server.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(assetCode);
    const plain = await server.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(assetCode);
  });

  it('caches content-hashed assets for good and revalidates pages and the script tag', async () => {
    const asset = await server.app.inject({ method: 'GET', url: '/assets/app-Ab12Cd34.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/', '/widget/', '/tradekit.js', '/pay/12.abcdefghijklmnopqrstuv']) {
      const response = await server.app.inject({ method: 'GET', url });
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.headers.etag, url).toBeTruthy();
    }
  });
});
