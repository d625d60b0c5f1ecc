// A local HTTP receiver on 127.0.0.1 for tests of outbox deliveries: records every POST and answers with the
// status the test sets, at once or, while held, once the test lets the answers go.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface Receiver {
  url: string;
  received: Received[];
  /** Status the next answers get (default 200). */
  status: number;
  /** Holds every answer from now on (the requests are received, their answers wait) until `release()`. */
  hold(): void;
  /** Sends the held answers and answers at once again. */
  release(): void;
  /** Connections opened to it so far. */
  connections: number;
  /**
   * When set, a request that comes on a connection used before is dropped unread, the connection closed (as a
   * receiver closing an idle connection just as a request comes): it is neither recorded nor answered.
   */
  dropReusedConnections: boolean;
  close(): Promise<void>;
}

export async function startReceiver(): Promise<Receiver> {
  let held: (() => void)[] | undefined;
  const receiver: Receiver = {
    url: '',
    received: [],
    status: 200,
    hold: () => {
      held ??= [];
    },
    release: () => {
      const answers = held ?? [];
      held = undefined;
      for (const answer of answers) answer();
    },
    connections: 0,
    dropReusedConnections: false,
    close: async () => undefined,
  };
  const used = new WeakSet<object>();
  const server = http.createServer((request, response) => {
    if (used.has(request.socket) && receiver.dropReusedConnections) {
      request.socket.destroy();
      return;
    }
    used.add(request.socket);
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      receiver.received.push({
        path: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      const answer = () => response.writeHead(receiver.status).end('ok');
      if (held) held.push(answer);
      else answer();
    });
  });
  server.on('connection', () => (receiver.connections += 1));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  receiver.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return receiver;
}
