// What the OpenAPI documents say beyond the schemas: an example of every request and response, and the meaning of
// every error code a response lists. The builder (openapi.ts) refuses a table that leaves one out, so a new
// endpoint or error code cannot reach the served reference undocumented.

/** One operation's examples, keyed as its endpoint declares its inputs and responses. */
export interface OperationExamples {
  /** Path parameters by name. */
  params?: Readonly<Record<string, unknown>>;
  /** Query parameters by name; optional ones may be left out. */
  query?: Readonly<Record<string, unknown>>;
  /** Request headers by name (those OpenAPI describes as parameters). */
  headers?: Readonly<Record<string, unknown>>;
  /** The JSON request body. */
  body?: unknown;
  /** Body of each response that has one, by status; error statuses get theirs from the error codes. */
  responses?: Readonly<Record<number, unknown>>;
}

/** How an API documents its error codes. */
export interface ErrorDocumentation {
  /** What each code means, for every code any response lists. */
  meanings: Readonly<Record<string, string>>;
  /** The body the API answers with `code`, for the response's example. */
  example: (code: string, meaning: string) => unknown;
}

/** The error codes of a response with what each means, as a Markdown list under `description`. */
export function describeErrorCodes(
  description: string,
  codes: readonly string[],
  errors: ErrorDocumentation,
  where: string,
): string {
  const lines = codes.map((code) => `- \`${code}\`: ${meaningOf(code, errors, where)}`);
  return `${description}\n\nError codes:\n\n${lines.join('\n')}`;
}

export function meaningOf(code: string, errors: ErrorDocumentation, where: string): string {
  const meaning = errors.meanings[code];
  if (meaning === undefined) {
    throw new Error(`${where} lists the error code "${code}", whose meaning is not documented; add it.`);
  }
  return meaning;
}

/** One named example per error code, as OpenAPI's `examples` map. */
export function errorExamples(
  codes: readonly string[],
  errors: ErrorDocumentation,
  where: string,
): Record<string, { summary: string; value: unknown }> {
  return Object.fromEntries(
    codes.map((code) => {
      const meaning = meaningOf(code, errors, where);
      return [code, { summary: code, value: errors.example(code, meaning) }];
    }),
  );
}

/** The first sentence of a meaning: what an error example's message says. */
export function firstSentence(text: string): string {
  const end = text.search(/\.(\s|$)/);
  return end === -1 ? text : text.slice(0, end + 1);
}
