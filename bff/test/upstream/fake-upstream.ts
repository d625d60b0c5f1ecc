// A real HTTP server on 127.0.0.1 that tests script: it records every request and answers as a handler says.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface FakeAnswer {
  status: number;
  body?: unknown;
  /** Never answer (to exercise timeouts); the server closes the socket on close(). */
  hang?: boolean;
  /** Destroy the socket without an answer (a network error). */
  drop?: boolean;
}

export interface FakeUpstream {
  url: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

export async function startFakeUpstream(
  handler: (request: RecordedRequest, index: number) => FakeAnswer | Promise<FakeAnswer>,
): Promise<FakeUpstream> {
  const requests: RecordedRequest[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const recorded = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString(),
      };
      requests.push(recorded);
      void Promise.resolve(handler(recorded, requests.length - 1)).then((answer) => {
        if (answer.hang) return;
        if (answer.drop) {
          req.socket.destroy();
          return;
        }
        const text =
          answer.body === undefined ? '' : typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
        res.writeHead(answer.status, text ? { 'content-type': 'application/json' } : {});
        res.end(text);
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Transport options for tests: short timeout, retries that never wait, deterministic jitter. */
export const testTransport = {
  timeoutMs: 2000,
  userAgent: 'tradekit-test',
  retry: { retries: 3, baseDelayMs: 100, maxDelayMs: 1000, random: () => 0.5, sleep: async () => {} },
};
