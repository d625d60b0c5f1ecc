// Lets routes declare zod schemas from the contract for body, query and params: Fastify validates with them and
// the handler sees the parsed, typed value (defaults filled in). A failure reaches the API's error handler as
// the ZodError itself, so each API words it in its own error shape.
import type { FastifySchemaCompiler, FastifyTypeProvider } from 'fastify';
import { z } from 'zod';

export interface ZodTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends z.ZodType ? z.output<this['schema']> : unknown;
  serializer: this['schema'] extends z.ZodType ? z.input<this['schema']> : unknown;
}

export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> = ({ schema }) => {
  return (data: unknown) => {
    const result = schema.safeParse(data);
    return result.success ? { value: result.data } : { error: result.error };
  };
};

/** Where a validation error came from, as the API reports it ("body", "querystring", "params"). */
export function validationContext(error: unknown): string | undefined {
  const context = (error as { validationContext?: unknown }).validationContext;
  return typeof context === 'string' ? context : undefined;
}

export function isZodError(error: unknown): error is z.ZodError {
  return error instanceof z.ZodError;
}
