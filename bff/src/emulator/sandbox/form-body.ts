// The sandbox's HTML pages post plain forms (application/x-www-form-urlencoded): read as an object of strings, in
// the calling plugin's scope only, so the JSON tools beside them keep refusing other media types.
import type { FastifyInstance } from 'fastify';

export function acceptFormPosts(app: FastifyInstance): void {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
}
