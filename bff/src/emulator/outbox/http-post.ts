// One POST of an outbox message with a hard timeout, through the address checks of url-safety.ts.
import http from 'node:http';
import https from 'node:https';
import { refusedUrl, safeLookup } from './url-safety';

export interface PostResult {
  /** HTTP status of the answer, or null when none came. */
  status: number | null;
  error: string | null;
  /** True when retrying can never help (the URL or its address is refused). */
  permanent: boolean;
}

export type Transport = (request: {
  url: string;
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
  allowLoopback: boolean;
}) => Promise<PostResult>;

/**
 * Connections are kept open between POSTs to the same host (a burst of callbacks to one receiver skips a lookup, a
 * handshake and an accept per message). One pool per address policy, so a connection checked under one never
 * serves the other. An idle connection is closed after a few seconds, sooner than receivers usually close theirs.
 */
const agents = new Map<string, http.Agent>();
function agentFor(protocol: string, allowLoopback: boolean): http.Agent {
  const key = `${protocol}${allowLoopback}`;
  let agent = agents.get(key);
  if (!agent) {
    const options = { keepAlive: true, timeout: 4000 };
    agent = protocol === 'https:' ? new https.Agent(options) : new http.Agent(options);
    agents.set(key, agent);
  }
  return agent;
}

/** The real transport: node:http(s) with the safe lookup; the answer body is read and dropped. */
export const httpPost: Transport = (request) => {
  const refused = refusedUrl(request.url, request.allowLoopback);
  if (refused) return Promise.resolve({ status: null, error: `refused: ${refused}`, permanent: true });
  return post(request, true);
};

function post(
  { url, headers, body, timeoutMs, allowLoopback }: Parameters<Transport>[0],
  mayRetry: boolean,
): Promise<PostResult> {
  const began = performance.now();
  return new Promise((resolve) => {
    const target = new URL(url);
    const client = target.protocol === 'https:' ? https : http;
    let settled = false;
    const finish = (result: PostResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(result);
    };
    const request = client.request(
      target,
      {
        method: 'POST',
        headers: { ...headers, 'Content-Length': String(Buffer.byteLength(body)) },
        lookup: safeLookup(allowLoopback),
        agent: agentFor(target.protocol, allowLoopback),
      },
      (response) => {
        response.resume();
        response.on('end', () => finish({ status: response.statusCode ?? null, error: null, permanent: false }));
        response.on('error', () => finish({ status: response.statusCode ?? null, error: null, permanent: false }));
      },
    );
    const timer = setTimeout(() => {
      request.destroy();
      finish({ status: null, error: `no answer within ${timeoutMs} ms`, permanent: false });
    }, timeoutMs);
    request.on('error', (error: NodeJS.ErrnoException) => {
      // A kept connection the receiver closed just as this POST went out: once more, on a new connection.
      // Within what is left of the timeout, so an attempt never outlasts its lease.
      if (mayRetry && request.reusedSocket && error.code === 'ECONNRESET') {
        clearTimeout(timer);
        settled = true;
        const left = Math.max(1, timeoutMs - (performance.now() - began));
        resolve(post({ url, headers, body, timeoutMs: left, allowLoopback }, false));
        return;
      }
      finish({
        status: null,
        error: error.code === 'EREFUSED_ADDRESS' ? `refused: ${error.message}` : error.message,
        permanent: error.code === 'EREFUSED_ADDRESS',
      });
    });
    request.end(body);
  });
}
