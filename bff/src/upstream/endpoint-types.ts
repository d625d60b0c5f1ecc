// Types that read an endpoint of the contract's tables: what a call sends and what a success answers.
import type * as z from 'zod/mini';

type Responses<E> = E extends { responses: infer R } ? R : never;
type SuccessStatus = 200 | 201 | 202 | 204;

/** The parsed body of any 2xx the endpoint documents (`undefined` for an empty one). */
export type SuccessBody<E> = {
  [S in keyof Responses<E>]: S extends SuccessStatus
    ? Responses<E>[S] extends { schema: infer Z extends z.core.$ZodType }
      ? z.output<Z>
      : undefined
    : never;
}[keyof Responses<E>];

type ParamsInput<E> = E extends { params: infer P extends z.core.$ZodType }
  ? { params: z.input<P> }
  : { params?: undefined };
type QueryInput<E> = E extends { query: infer Q extends z.core.$ZodType }
  ? { query?: z.input<Q> }
  : { query?: undefined };
type BodyInput<E> = E extends { body: infer B extends z.core.$ZodType }
  ? { body: z.input<B> }
  : E extends { rawBody: object }
    ? { body: Uint8Array }
    : { body?: undefined };

/** What a call of endpoint `E` passes: path params, query and body as the contract types them. */
export type CallInput<E> = ParamsInput<E> & QueryInput<E> & BodyInput<E> & { headers?: Record<string, string> };

/** `/invoices/{ID}` with `{ID: 5}` → `/invoices/5`; every value URL-encoded so it stays one path segment. */
export function fillPath(template: string, params: Record<string, unknown> | undefined): string {
  return template.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`missing path parameter ${name} for ${template}`);
    return encodeURIComponent(String(value));
  });
}

export function queryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== null) search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}

export function parseJson(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return Symbol.for('not-json');
  }
}
