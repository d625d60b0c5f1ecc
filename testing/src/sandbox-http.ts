// The helpers' one line to the sandbox: its JSON routes (src/api/contract/sandbox/endpoints.ts), each answer parsed
// with the contract's own schema, a refusal turned into an error carrying the route's message, and waiting for what
// the sandbox does a moment later (an email, a webhook's delivery) by reading again.
import * as z from 'zod/mini';
import { SandboxRefusal } from '../../src/api/contract/sandbox/refusal';

export { SandboxRefusal };

export interface SandboxCall {
  method?: 'GET' | 'POST';
  /** Query parameters; undefined ones are left out. */
  query?: Record<string, string | number | undefined>;
  /** A JSON body (POST). */
  body?: unknown;
}

/** Calls the sandbox route `path` under `sandboxUrl` and parses its answer with `schema`. */
export async function callSandbox<S extends z.ZodMiniType>(
  sandboxUrl: string,
  path: string,
  schema: S,
  call: SandboxCall = {},
): Promise<z.output<S>> {
  const query = Object.entries(call.query ?? {}).flatMap(([key, value]): [string, string][] =>
    value === undefined ? [] : [[key, String(value)]],
  );
  const url = `${sandboxUrl}${path}${query.length ? `?${new URLSearchParams(query).toString()}` : ''}`;
  const method = call.method ?? (call.body === undefined ? 'GET' : 'POST');
  const response = await fetch(url, {
    method,
    headers: {
      accept: 'application/json',
      ...(call.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: call.body === undefined ? undefined : JSON.stringify(call.body),
  });
  const text = await response.text();
  if (!response.ok) {
    throw SandboxRefusal.of(response.status, parsedOrEmpty(text), `${method} ${path}: `);
  }
  return z.parse(schema, JSON.parse(text));
}

function parsedOrEmpty(text: string): { error?: unknown; message?: unknown } {
  try {
    return JSON.parse(text) as { error?: unknown; message?: unknown };
  } catch {
    return {};
  }
}

export interface WaitOptions {
  /** How long to keep reading, in milliseconds; 10 000 unless given. */
  timeoutMs?: number;
}

/**
 * Reads with `read` until it answers something other than undefined, every 100 ms; past the time, throws an error
 * saying what was awaited (`what`, completing "Waited … for").
 */
export async function waitFor<T>(what: string, read: () => Promise<T | undefined>, options: WaitOptions = {}) {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await read();
    if (found !== undefined) return found;
    if (Date.now() >= deadline) throw new Error(`Waited ${timeoutMs} ms for ${what}; it did not come.`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
