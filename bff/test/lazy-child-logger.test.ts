import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { lazyChildLoggerFactory } from '../src/http/lazy-child-logger';

/** A Fastify app logging at `level` into memory, with routes that log at various levels. */
async function appLoggingAt(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const app = Fastify({ logger: { level, stream }, childLoggerFactory: lazyChildLoggerFactory });
  app.get('/quiet', async () => ({ ok: true }));
  app.get('/warns', async (request) => {
    request.log.info('not at this level');
    request.log.warn({ detail: 1 }, 'something to see');
    return { ok: true };
  });
  app.get('/debug-route', { logLevel: 'debug' }, async (request) => {
    request.log.debug('this route logs debug');
    return { ok: true };
  });
  await app.ready();
  return { app, lines };
}

describe('request loggers made only when a request logs', () => {
  it('a request that logs nothing at the enabled levels makes no child logger', async () => {
    const { app, lines } = await appLoggingAt('warn');
    const child = vi.spyOn(app.log, 'child');
    expect((await app.inject({ url: '/quiet' })).statusCode).toBe(200);
    expect(child).not.toHaveBeenCalled();
    expect(lines).toEqual([]);
  });

  it('what a request logs at an enabled level carries its request id; lower levels are dropped', async () => {
    const { app, lines } = await appLoggingAt('warn');
    const response = await app.inject({ url: '/warns' });
    expect(response.statusCode).toBe(200);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 40, msg: 'something to see', detail: 1, reqId: expect.any(String) });
  });

  it("a route's own log level holds for its requests, as with Fastify's own child loggers", async () => {
    const { app, lines } = await appLoggingAt('warn');
    await app.inject({ url: '/debug-route' });
    expect(lines.map((l) => l.msg)).toContain('this route logs debug');
  });

  it('at info, Fastify still logs every request with its id', async () => {
    const { app, lines } = await appLoggingAt('info');
    await app.inject({ url: '/quiet' });
    const ids = new Set(lines.map((l) => l.reqId));
    expect(lines.map((l) => l.msg)).toEqual(['incoming request', 'request completed']);
    expect(ids.size).toBe(1);
  });
});
