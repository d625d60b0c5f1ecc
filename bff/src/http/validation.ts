// Lets routes declare zod schemas from the contract for body, query and params: Fastify validates with them and
// the handler sees the parsed, typed value (defaults filled in). A failure reaches the API's error handler as
// the ZodError itself, so each API words it in its own error shape. The contract's schemas are zod/mini ones,
// so everything here goes through zod's core types and functions, which classic schemas satisfy too.
import type { FastifySchemaCompiler, FastifyTypeProvider } from 'fastify';
import * as z from 'zod/mini';

export interface ZodTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends z.core.$ZodType ? z.output<this['schema']> : unknown;
  serializer: this['schema'] extends z.core.$ZodType ? z.input<this['schema']> : unknown;
}

export const zodValidatorCompiler: FastifySchemaCompiler<z.core.$ZodType> = ({ schema }) => {
  return (data: unknown) => {
    const result = z.safeParse(schema, data);
    return result.success ? { value: result.data } : { error: result.error };
  };
};

/** Where a validation error came from, as the API reports it ("body", "querystring", "params"). */
export function validationContext(error: unknown): string | undefined {
  const context = (error as { validationContext?: unknown }).validationContext;
  return typeof context === 'string' ? context : undefined;
}

/** A failed parse of a mini or a classic schema (classic's `ZodError` is a `$ZodError` too). */
export function isZodError(error: unknown): error is z.core.$ZodError {
  return error instanceof z.core.$ZodError;
}
