// Fastify refuses `Content-Type: application/json` with an empty body. Several Trade API endpoints take no body
// (deactivate, request-email-verification), and many HTTP clients still send that header on every request, so
// an empty JSON body is read as "no body" here; everything else goes through Fastify's own (prototype-poisoning
// safe) JSON parser.
import type { FastifyInstance } from 'fastify';

export function acceptEmptyJsonBodies(app: FastifyInstance): void {
  const defaultParser = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text === '') {
      done(null, undefined);
      return;
    }
    defaultParser(request, text, done);
  });
}
