// Rule: the partner document upload authenticates before it reads the body. A caller without a valid partner JWT
// is refused while it has sent only the first bytes of a declared 10 MB body, over a real socket.
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startListeningTestServer, type TestServer } from '../../support';

let server: TestServer & { url: string };

beforeAll(async () => {
  server = await startListeningTestServer();
});

afterAll(async () => {
  await server?.app.close();
});

/** Sends the head of a request with `Content-Length` and only `firstBytes` of its body; resolves the answer's head. */
function sendOnlyTheStart(headers: Record<string, string>, path: string, firstBytes: Buffer): Promise<string> {
  const { port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), '127.0.0.1');
    let received = '';
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer while the body was unsent; got: ${JSON.stringify(received)}`));
    }, 3000);
    socket.on('error', reject);
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1');
      if (received.includes('\r\n\r\n') && received.includes('}')) {
        clearTimeout(timer);
        socket.destroy();
        resolve(received);
      }
    });
    const head = [`POST ${path} HTTP/1.1`, `Host: 127.0.0.1:${port}`];
    for (const [name, value] of Object.entries(headers)) head.push(`${name}: ${value}`);
    socket.write(`${head.join('\r\n')}\r\n\r\n`);
    socket.write(firstBytes);
  });
}

describe('POST /trade/partners/{partner_id}/kyc/{review_id}/documents', () => {
  it('refuses a bogus partner JWT with 401 before the declared 10 MB body is read', async () => {
    const answer = await sendOnlyTheStart(
      {
        authorization: 'Bearer not.a.jwt',
        'content-type': 'application/pdf',
        'content-length': String(10 * 1024 * 1024),
        'x-upload-external-id': 'doc-1',
        'x-upload-document-type': 'passport',
        'x-upload-filename': 'passport.pdf',
      },
      `/trade/partners/${server.sandbox.partnerId}/kyc/00000000-0000-4000-8000-000000000000/documents`,
      Buffer.from('%PDF-1.7\n'),
    );
    expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 401 Unauthorized');
    expect(answer).toContain('"error":"invalid_partner_token"');
  });
});
