// Rules of the sandbox console: its page is served at `/sandbox/` in sandbox mode and refused (404) in production,
// like every sandbox route; its event stream pushes each mail and each move of the clock as it happens, and ends
// when the server closes; the mailbox lists every address's mail when no address is asked for.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boot, checkStartup } from '../../../src/boot';
import { sendMail } from '../../../src/emulator/sandbox/mailbox';
import { productionEnv, startListeningTestServer, startTestServer, tempDataDir, type TestServer } from '../../support';

/** A built front end with the console's page in console/, as `npm run build` writes it. */
function builtFrontEnd(): string {
  const root = tempDataDir();
  fs.mkdirSync(path.join(root, 'console'));
  fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>demo</title>');
  fs.writeFileSync(path.join(root, 'console', 'index.html'), '<!doctype html><title>console</title>');
  return root;
}

describe('the console page', () => {
  let sandbox: TestServer;
  let production: FastifyInstance;
  beforeAll(async () => {
    const root = builtFrontEnd();
    sandbox = await startTestServer({}, { staticRoot: root });
    const dataDir = tempDataDir();
    ({ app: production } = await boot(checkStartup({ ...productionEnv(dataDir), LOG_LEVEL: 'silent' }), {
      staticRoot: root,
    }));
    await production.ready();
  });
  afterAll(async () => {
    await sandbox?.app.close();
    await production?.close();
  });

  it('is served at /sandbox/ in sandbox mode, not framable', async () => {
    for (const url of ['/sandbox/', '/sandbox']) {
      const response = await sandbox.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<title>console</title>');
      expect(String(response.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    }
  });

  it('leaves the JSON routes under /sandbox/ as they are', async () => {
    const response = await sandbox.app.inject({ method: 'GET', url: '/sandbox/clock' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ now: expect.any(String) });
  });

  it('is not served at its build folder, in either mode', async () => {
    for (const app of [sandbox.app, production]) {
      for (const url of ['/console/', '/console/index.html']) {
        expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
      }
    }
  });

  it('production refuses /sandbox/ with 404, as every sandbox route', async () => {
    for (const url of ['/sandbox/', '/sandbox', '/sandbox/events', '/sandbox/mailbox']) {
      const response = await production.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('<title>console</title>');
    }
  });
});

describe('the mailbox without an address', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.app.close();
  });

  it("lists every address's mail, newest first", async () => {
    sendMail(server.db, { to: 'Ada@example.com', subject: 'first', text: 'one' }, new Date('2026-01-01T00:00:00Z'));
    sendMail(server.db, { to: 'bob@example.com', subject: 'second', text: 'two' }, new Date('2026-01-02T00:00:00Z'));
    const response = await server.app.inject({ method: 'GET', url: '/sandbox/mailbox' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        id: expect.any(Number),
        to: 'bob@example.com',
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
});

describe('the mailbox, newest first', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.app.close();
  });

  it('takes ?limit=, 1 to 1000, like every sandbox list; anything else is a 400', async () => {
    for (const subject of ['one', 'two', 'three'])
      sendMail(server.db, { to: 'ada@example.com', subject, text: subject }, new Date());
    const one = await server.app.inject({ method: 'GET', url: '/sandbox/mailbox?limit=1' });
    expect(one.json<{ subject: string }[]>().map((mail) => mail.subject)).toEqual(['three']);
    const two = await server.app.inject({ method: 'GET', url: '/sandbox/mailbox?to=ada@example.com&limit=2' });
    expect(two.json<{ subject: string }[]>().map((mail) => mail.subject)).toEqual(['three', 'two']);
    for (const limit of ['0', '1001', 'x']) {
      const refused = await server.app.inject({ method: 'GET', url: `/sandbox/mailbox?limit=${limit}` });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ error: 'invalid_request' });
    }
  });
});

/** Reads server-sent events off a stream until `count` have come (or the stream ends). */
async function readEvents(body: ReadableStream<Uint8Array>, count: number, onEvent?: (n: number) => Promise<void>) {
  const events: { event: string; data: unknown }[] = [];
  const reader = body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  while (events.length < count) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      if (block.startsWith(':')) continue;
      const event = /^event: (.*)$/m.exec(block)?.[1] ?? '';
      const data = JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? 'null') as unknown;
      events.push({ event, data });
      await onEvent?.(events.length);
    }
  }
  return { events, reader };
}

describe('the sandbox event stream', () => {
  let server: TestServer & { url: string };
  beforeAll(async () => {
    server = await startListeningTestServer();
  });
  afterAll(async () => {
    await server?.app.close();
  });

  it('pushes the clock on connect, then each mail and each move of the clock', async () => {
    const response = await fetch(`${server.url}/sandbox/events`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const { events, reader } = await readEvents(response.body!, 3, async (n) => {
      if (n === 1) sendMail(server.db, { to: 'ada@example.com', subject: 'Your code', text: '123456' }, new Date());
      if (n === 2)
        await server.app.inject({ method: 'POST', url: '/sandbox/clock/advance', payload: { seconds: 3600 } });
    });
    reader.releaseLock();
    const [connected, mail, clock] = events;
    expect(connected?.event).toBe('clock');
    expect(mail).toEqual({
      event: 'mail',
      data: { to: 'ada@example.com', subject: 'Your code', createTime: expect.any(String) },
    });
    expect(clock?.event).toBe('clock');
    const before = Date.parse((connected?.data as { now: string }).now);
    const after = Date.parse((clock?.data as { now: string }).now);
    expect(after - before).toBeGreaterThanOrEqual(3600_000);
  });

  it('ends its streams when the server closes', async () => {
    const other = await startListeningTestServer();
    const response = await fetch(`${other.url}/sandbox/events`);
    const reading = readEvents(response.body!, 2);
    await other.app.close();
    const { events } = await reading;
    expect(events.map((e) => e.event)).toEqual(['clock']);
  });
});
