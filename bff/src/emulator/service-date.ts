// Any HTTP server's answers carry `Date` by its own clock; the emulator's carry the sandbox clock, moved or not, so a
// BFF learns the service's time from them exactly as from the real service (docs/bff.md, "The service's time").
// Node writes a `Date` of real time only when none is set.
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../clock';

export function answerOnServiceClock(app: FastifyInstance, clock: Clock): void {
  // A callback hook, not an async one: the answer is written before `send()` returns, so handlers that send a page
  // or a redirect themselves are still seen to have sent it (define-endpoint.ts checks `reply.sent`).
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.header('date', clock.now().toUTCString());
    done(null, payload);
  });
}
