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

/** The real transport: node:http(s) with the safe lookup; the answer body is read and dropped. */
export const httpPost: Transport = ({ url, headers, body, timeoutMs, allowLoopback }) => {
  const refused = refusedUrl(url, allowLoopback);
  if (refused) return Promise.resolve({ status: null, error: `refused: ${refused}`, permanent: true });
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
        agent: false,
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
    request.on('error', (error: NodeJS.ErrnoException) =>
      finish({
        status: null,
        error: error.code === 'EREFUSED_ADDRESS' ? `refused: ${error.message}` : error.message,
        permanent: error.code === 'EREFUSED_ADDRESS',
      }),
    );
    request.end(body);
  });
};
