// Helpers for writing the contract with `zod/mini`, so a browser bundle keeps only the schemas it uses. A bundler
// must keep a method call whose result is unused (it cannot know `schema.check(…)` does nothing else) and with it
// every schema the call reaches; a call of a function marked `@__NO_SIDE_EFFECTS__` it may drop. Every schema the
// contract builds at module level is therefore made of zod/mini functions and these helpers, never of methods.
import * as z from 'zod/mini';

type Check<T> = z.core.$ZodCheck<T> | z.core.CheckFn<T>;

/**
 * Whether schemas carry their OpenAPI documentation (ids, descriptions, examples). Only the servers' OpenAPI
 * generation reads it; the browser builds define it `false` (vite.config.ts), so the minifier drops the strings
 * along with the calls. Undefined (the BFF under tsx, the tests) means true.
 */
declare const __TRADEKIT_SCHEMA_DOCS__: boolean | undefined;
const schemaDocs = typeof __TRADEKIT_SCHEMA_DOCS__ === 'undefined' || __TRADEKIT_SCHEMA_DOCS__;

/** `schema.check(...checks)`: a copy of `schema` that also runs `checks`. */
/* @__NO_SIDE_EFFECTS__ */
export function checked<T extends z.ZodMiniType>(schema: T, ...checks: Check<z.output<T>>[]): T {
  return schema.check(...checks);
}

/**
 * A copy of `schema` carrying `meta` (an `id` makes it a component of the OpenAPI documents), made the way classic
 * zod's `.meta()` makes it: a clone registered in the global registry. A `z.meta()` check would instead stay in the
 * copy's checks and hand its `id` on to every schema later refined from it.
 */
/* @__NO_SIDE_EFFECTS__ */
export function withMeta<T extends z.core.$ZodType>(schema: T, meta: z.core.$replace<z.core.GlobalMeta, T>): T {
  if (!schemaDocs) return schema;
  const copy = z.clone(schema);
  z.globalRegistry.add(copy, meta);
  return copy;
}

/** A copy of `schema` with a description, as classic zod's `.describe()` makes it. */
/* @__NO_SIDE_EFFECTS__ */
export function described<T extends z.core.$ZodType>(schema: T, description: string): T {
  return withMeta(schema, { description });
}
