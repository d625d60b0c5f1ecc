// Builds an OpenAPI 3.1 document from an endpoint table of the contract, so the published description of an API
// is generated from the very schemas the emulator validates with and never drifts from them.
import * as z from 'zod/mini';
import type { Endpoint, EndpointAuth, HttpMethod } from './endpoint';
import {
  describeErrorCodes,
  errorExamples,
  type ErrorDocumentation,
  type OperationExamples,
} from './openapi-documentation';

export type JsonSchema = { [key: string]: unknown };

/** `{ schemeName: [scopes] }`; `{}` (no scheme) makes authentication optional when listed next to others. */
export type SecurityRequirement = Readonly<Record<string, readonly string[]>>;

export interface ServerObject {
  url: string;
  description?: string;
  /** Substitutions for `{name}` templates in `url`. */
  variables?: Record<string, { default: string; description?: string; enum?: string[] }>;
}

export interface TagObject {
  name: string;
  description?: string;
}

export interface ParameterObject {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  description?: string;
  schema: JsonSchema;
  example?: unknown;
}

/** A named example of a media type or parameter (OpenAPI Example Object). */
export interface ExampleObject {
  summary?: string;
  description?: string;
  value: unknown;
}

export interface MediaTypeObject {
  schema?: JsonSchema;
  example?: unknown;
  examples?: Record<string, ExampleObject>;
}

export interface ResponseObject {
  description: string;
  content?: Record<string, MediaTypeObject>;
  /** The machine-readable error codes this response can carry. */
  'x-error-codes'?: string[];
}

export interface OperationObject {
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  security?: SecurityRequirement[];
  servers?: ServerObject[];
  parameters?: ParameterObject[];
  requestBody?: { description?: string; required: boolean; content: Record<string, MediaTypeObject> };
  responses: Record<string, ResponseObject>;
}

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description?: string };
  servers: ServerObject[];
  tags: TagObject[];
  paths: Record<string, Partial<Record<Lowercase<HttpMethod>, OperationObject>>>;
  /**
   * Calls the API makes to its clients (OpenAPI 3.1 top-level `webhooks`): path item objects keyed by name. Loosely
   * typed so a caller can also add hand-written path items.
   */
  webhooks?: Record<string, JsonSchema>;
  components: {
    schemas: Record<string, JsonSchema>;
    securitySchemes: Record<string, JsonSchema>;
  };
}

/** A call the API makes to a client's URL: always a POST of a JSON body. */
export interface WebhookDefinition {
  operationId: string;
  summary: string;
  description?: string;
  tags?: readonly string[];
  /** Headers the API sends, e.g. a signature. */
  headers?: z.core.$ZodObject;
  /** An example of each header, by name. */
  headerExamples?: Readonly<Record<string, unknown>>;
  body: z.core.$ZodType;
  /** What the receiver answers, keyed by status or range (`2XX`). */
  responses: Readonly<Record<string, { description: string }>>;
  /** An example body. */
  example?: unknown;
}

/** An endpoint whose `auth` is one of the kinds its API names (the browser API has its own). */
export type DocumentedEndpoint<A extends string = EndpointAuth> = Omit<Endpoint, 'auth'> & { auth: A };

export interface BuildOpenApiOptions<A extends string = EndpointAuth> {
  info: { title: string; version: string; description?: string };
  servers: readonly ServerObject[];
  endpoints: Readonly<Record<string, DocumentedEndpoint<A>>>;
  /** OpenAPI security scheme objects, keyed by the names the `security` mapping uses. */
  securitySchemes: Readonly<Record<string, JsonSchema>>;
  /**
   * The security requirements an endpoint of each auth kind lists, e.g. `bearer: [{ bearerAuth: [] }]`,
   * `optionalApiKey: [{}, { merchantKey: [] }]`. An auth kind absent here emits no `security` field.
   */
  security: Partial<Record<A, readonly SecurityRequirement[]>>;
  /** Body of responses that only list error codes and give no schema of their own. */
  errorSchema: z.core.$ZodType;
  /** Tag descriptions, in display order; tags endpoints use but this omits are appended. */
  tags?: readonly TagObject[];
  /** Operation-level servers of endpoints whose `server` is not `base` (Trade API: `user` for deactivate). */
  endpointServers?: Partial<Record<NonNullable<Endpoint['server']>, readonly ServerObject[]>>;
  /** Keyed by event name. */
  webhooks?: Readonly<Record<string, WebhookDefinition>>;
  /** Request and response examples, by operationId. */
  examples?: Readonly<Record<string, OperationExamples>>;
  /**
   * Two APIs' schemas in one document (the browser API passes on Trade and Merchant shapes) may carry one id for
   * different schemas: number the later ones (`CurrencyCode_2`) instead of refusing them.
   */
  numberSharedIds?: boolean;
  /**
   * What each error code means and the body it comes in: every response that lists codes then says what each
   * means and shows an example of each; a listed code without a meaning stops the build.
   */
  errors?: ErrorDocumentation;
}

type Io = 'input' | 'output';

const defsPrefix = '#/$defs/';
const componentsPrefix = '#/components/schemas/';

// A header parameter with one of these names "SHALL be ignored" (OpenAPI 3.1, Parameter Object): they are
// described by `requestBody.content`, `responses.*.content` and `security` instead.
const headersOpenApiIgnores = new Set(['accept', 'content-type', 'authorization']);

function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );
}

/**
 * Converts zod schemas one at a time and gathers every schema registered with an `id` into shared components. A
 * schema can be met as a request (`input`: defaults make fields optional) and as a response (`output`); when the
 * two JSON Schemas differ the input one is published as `<id>Input`.
 */
class SchemaCollector {
  private readonly defs: Record<Io, Map<string, JsonSchema>> = { input: new Map(), output: new Map() };
  private readonly roots: { json: JsonSchema; io: Io }[] = [];

  /** `numberSharedIds`: see {@link BuildOpenApiOptions.numberSharedIds}. */
  constructor(private readonly numberSharedIds = false) {}

  convert(schema: z.core.$ZodType, io: Io): JsonSchema {
    const json = z.toJSONSchema(schema, {
      target: 'draft-2020-12',
      io,
      unrepresentable: 'any',
      override: ({ zodSchema, jsonSchema }) => tidy(zodSchema, jsonSchema, io),
    }) as JsonSchema;
    const { $schema: _dialect, $defs, ...root } = json;
    const defs = ($defs ?? {}) as Record<string, JsonSchema>;
    const renames = new Map<string, string>();
    for (const [id, def] of Object.entries(defs)) {
      const name = this.nameFor(id, def, io);
      if (name !== id) renames.set(id, name);
      this.defs[io].set(name, def);
    }
    if (renames.size > 0) renameRefs([root, ...Object.values(defs)], renames);
    this.roots.push({ json: root, io });
    return root;
  }

  /** The component name of a definition: its id, or (when allowed) the id numbered apart from another schema's. */
  private nameFor(id: string, def: JsonSchema, io: Io): string {
    for (let n = 1; ; n += 1) {
      const name = n === 1 ? id : `${id}_${n}`;
      const known = this.defs[io].get(name);
      if (!known || canonicalJson(known) === canonicalJson(def)) return name;
      if (!this.numberSharedIds) {
        throw new Error(`Two different schemas carry the id "${id}"; give each its own id (withMeta in schema.ts).`);
      }
    }
  }

  /** Registers a piece cut out of a converted schema, so its `$ref`s are rewritten too. */
  adopt(json: JsonSchema, io: Io): JsonSchema {
    this.roots.push({ json, io });
    return json;
  }

  /** The JSON Schema an `$ref` of a converted root points at, for reading an object's properties. */
  resolve(json: JsonSchema, io: Io): JsonSchema {
    const ref = json.$ref;
    if (typeof ref === 'string' && ref.startsWith(defsPrefix)) {
      const def = this.defs[io].get(ref.slice(defsPrefix.length));
      if (def) return def;
    }
    return json;
  }

  /** Rewrites every `$ref` to `#/components/schemas/…` and returns the components, sorted by name. */
  finish(): Record<string, JsonSchema> {
    const names: Record<Io, Map<string, string>> = { input: new Map(), output: new Map() };
    const components: Record<string, { json: JsonSchema; io: Io }> = {};
    for (const [id, output] of this.defs.output) {
      names.output.set(id, id);
      components[id] = { json: output, io: 'output' };
    }
    for (const [id, input] of this.defs.input) {
      const output = this.defs.output.get(id);
      if (output && canonicalJson(output) === canonicalJson(input)) {
        names.input.set(id, id);
        continue;
      }
      const name = output ? `${id}Input` : id;
      if (output && this.defs.output.has(name)) throw new Error(`Schema ids "${id}" and "${name}" collide.`);
      names.input.set(id, name);
      components[name] = { json: input, io: 'input' };
    }
    const rewrite = (value: unknown, io: Io): void => {
      if (Array.isArray(value)) {
        for (const item of value) rewrite(item, io);
        return;
      }
      if (!value || typeof value !== 'object') return;
      const object = value as JsonSchema;
      const ref = object.$ref;
      if (typeof ref === 'string' && ref.startsWith(defsPrefix)) {
        const id = ref.slice(defsPrefix.length);
        const name = names[io].get(id);
        if (!name) throw new Error(`No component for $ref ${ref}.`);
        object.$ref = componentsPrefix + name;
      }
      for (const inner of Object.values(object)) rewrite(inner, io);
    };
    for (const root of this.roots) rewrite(root.json, root.io);
    for (const component of Object.values(components)) rewrite(component.json, component.io);
    return Object.fromEntries(
      Object.keys(components)
        .sort((a, b) => a.localeCompare(b))
        .map((name) => [name, components[name]!.json]),
    );
  }
}

/** Points every `$ref` to a renamed definition at its new name. */
function renameRefs(value: unknown, renames: ReadonlyMap<string, string>): void {
  if (Array.isArray(value)) {
    for (const item of value) renameRefs(item, renames);
    return;
  }
  if (!value || typeof value !== 'object') return;
  const object = value as JsonSchema;
  if (typeof object.$ref === 'string' && object.$ref.startsWith(defsPrefix)) {
    const renamed = renames.get(object.$ref.slice(defsPrefix.length));
    if (renamed) object.$ref = defsPrefix + renamed;
  }
  for (const inner of Object.values(object)) renameRefs(inner, renames);
}

/** Small readability fixes zod's faithful output leaves to the publisher. */
function tidy(zodSchema: z.core.$ZodType, json: JsonSchema, io: Io): void {
  const def = zodSchema._zod.def as { type: string; catchall?: unknown };
  // zod closes every object of an output schema; a published response must stay open to fields added later.
  // Strict objects (a catchall of `never`) keep `additionalProperties: false`.
  if (io === 'output' && def.type === 'object' && def.catchall === undefined && json.additionalProperties === false) {
    delete json.additionalProperties;
  }
  // `z.int()` states the safe-integer range explicitly; it is noise in a published document.
  if (json.type === 'integer') {
    if (json.minimum === Number.MIN_SAFE_INTEGER) delete json.minimum;
    if (json.maximum === Number.MAX_SAFE_INTEGER) delete json.maximum;
  }
}

function copyServer(server: ServerObject): ServerObject {
  return structuredClone(server);
}

function pathTemplateNames(path: string): string[] {
  return [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!);
}

function parametersOf(
  collector: SchemaCollector,
  schema: z.core.$ZodObject | undefined,
  where: ParameterObject['in'],
  examples?: Readonly<Record<string, unknown>>,
): ParameterObject[] {
  if (!schema) return [];
  const object = collector.resolve(collector.convert(schema, 'input'), 'input');
  const properties = (object.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((object.required ?? []) as string[]);
  const parameters: ParameterObject[] = [];
  for (const [name, property] of Object.entries(properties)) {
    if (where === 'header' && headersOpenApiIgnores.has(name.toLowerCase())) continue;
    const { description, ...propertySchema } = property;
    parameters.push({
      name,
      in: where,
      required: where === 'path' || required.has(name),
      ...(typeof description === 'string' ? { description } : {}),
      schema: collector.adopt(propertySchema, 'input'),
      ...(examples && Object.hasOwn(examples, name) ? { example: examples[name] } : {}),
    });
  }
  return parameters;
}

function responseDescription(
  description: string,
  errorCodes: readonly string[] | undefined,
  errors: ErrorDocumentation | undefined,
  where: string,
): string {
  if (!errorCodes?.length) return description;
  if (errors) return describeErrorCodes(description, errorCodes, errors, where);
  return `${description} Error codes: ${errorCodes.map((code) => `\`${code}\``).join(', ')}.`;
}

function requestBodyOf(
  key: string,
  endpoint: DocumentedEndpoint<string>,
  collector: SchemaCollector,
  examples: OperationExamples | undefined,
): Pick<OperationObject, 'requestBody'> {
  if (endpoint.body && endpoint.rawBody) throw new Error(`Endpoint ${key} declares both body and rawBody.`);
  if (endpoint.body) {
    return {
      requestBody: {
        required: !z.safeParse(endpoint.body, undefined).success,
        content: {
          'application/json': {
            schema: collector.convert(endpoint.body, 'input'),
            ...(examples && 'body' in examples ? { example: examples.body } : {}),
          },
        },
      },
    };
  }
  if (endpoint.rawBody) {
    return {
      requestBody: {
        description: endpoint.rawBody.description,
        required: true,
        // An empty media type object: any bytes (OpenAPI 3.1 describes binary bodies without a schema).
        content: Object.fromEntries(endpoint.rawBody.contentTypes.map((type) => [type, {}])),
      },
    };
  }
  return {};
}

/** What a response's body is, in each media type: JSON with a schema, a page, or an event stream. */
function responseContentOf(
  response: Endpoint['responses'][number],
  schema: z.core.$ZodType | undefined,
  collector: SchemaCollector,
  example: { example?: unknown; examples?: MediaTypeObject['examples'] },
): ResponseObject['content'] {
  if (response.kind === 'html') return { 'text/html': { schema: { type: 'string' } } };
  if (response.kind === 'event-stream') return { 'text/event-stream': { schema: { type: 'string' }, ...example } };
  if (!schema) return undefined;
  return { 'application/json': { schema: collector.convert(schema, 'output'), ...example } };
}

function responseExampleOf(
  status: string,
  response: Endpoint['responses'][number],
  examples: OperationExamples | undefined,
  options: BuildOpenApiOptions<string>,
  where: string,
): { example?: unknown; examples?: MediaTypeObject['examples'] } {
  const success = examples?.responses && Object.hasOwn(examples.responses, status);
  const value = success ? examples.responses![Number(status)] : undefined;
  const codes = response.errorCodes ?? [];
  if (!options.errors || codes.length === 0) return success ? { example: value } : {};
  const failures = errorExamples(codes, options.errors, where);
  // A response that is success or failure (the Merchant API's 200) shows both.
  return { examples: success ? { success: { summary: 'Success', value }, ...failures } : failures };
}

function operationOf(
  key: string,
  endpoint: DocumentedEndpoint<string>,
  collector: SchemaCollector,
  options: BuildOpenApiOptions<string>,
): OperationObject {
  const templateNames = pathTemplateNames(endpoint.path);
  const paramNames = Object.keys(endpoint.params?._zod.def.shape ?? {});
  if (canonicalJson([...templateNames].sort()) !== canonicalJson([...paramNames].sort())) {
    throw new Error(
      `Endpoint ${key}: path ${endpoint.path} has parameters {${templateNames.join(', ')}} but params declares ` +
        `{${paramNames.join(', ')}}.`,
    );
  }
  const examples = options.examples?.[endpoint.operationId];
  const parameters = [
    ...parametersOf(collector, endpoint.params, 'path', examples?.params),
    ...parametersOf(collector, endpoint.query, 'query', examples?.query),
    ...parametersOf(collector, endpoint.headers, 'header', examples?.headers),
  ];

  const security = options.security[endpoint.auth];
  let servers: readonly ServerObject[] | undefined;
  if (endpoint.server && endpoint.server !== 'base') {
    servers = options.endpointServers?.[endpoint.server];
    if (!servers) throw new Error(`Endpoint ${key} runs on server "${endpoint.server}"; pass endpointServers.`);
  }
  const operation: OperationObject = {
    operationId: endpoint.operationId,
    summary: endpoint.summary,
    ...(endpoint.description ? { description: endpoint.description } : {}),
    tags: [...endpoint.tags],
    ...(servers ? { servers: servers.map(copyServer) } : {}),
    ...(security ? { security: security.map((requirement) => ({ ...requirement })) } : {}),
    ...(parameters.length ? { parameters } : {}),
    ...requestBodyOf(key, endpoint, collector, examples),
    responses: {},
  };

  for (const [status, response] of Object.entries(endpoint.responses)) {
    const where = `${endpoint.operationId} ${status}`;
    const schema =
      response.schema ?? (response.errorCodes?.length || Number(status) >= 400 ? options.errorSchema : undefined);
    const content = responseContentOf(
      response,
      schema,
      collector,
      responseExampleOf(status, response, examples, options, where),
    );
    operation.responses[status] = {
      description: responseDescription(response.description, response.errorCodes, options.errors, where),
      ...(content ? { content } : {}),
      ...(response.errorCodes?.length ? { 'x-error-codes': [...response.errorCodes] } : {}),
    };
  }
  return operation;
}

/** The OpenAPI 3.1.0 document of an endpoint table, as a plain JSON-serialisable object. */
export function buildOpenApiDocument<A extends string = EndpointAuth>(
  options: BuildOpenApiOptions<A>,
): OpenApiDocument {
  const collector = new SchemaCollector(options.numberSharedIds);
  const paths: OpenApiDocument['paths'] = {};
  const operationIds = new Set<string>();
  const tagNames: string[] = [];

  for (const [key, endpoint] of Object.entries(options.endpoints)) {
    if (operationIds.has(endpoint.operationId)) throw new Error(`Duplicate operationId ${endpoint.operationId}.`);
    operationIds.add(endpoint.operationId);
    const method = endpoint.method.toLowerCase() as Lowercase<HttpMethod>;
    const pathItem = (paths[endpoint.path] ??= {});
    if (pathItem[method]) throw new Error(`Two endpoints answer ${endpoint.method} ${endpoint.path}.`);
    pathItem[method] = operationOf(key, endpoint, collector, options as BuildOpenApiOptions<string>);
    for (const tag of endpoint.tags) if (!tagNames.includes(tag)) tagNames.push(tag);
  }

  let webhooks: OpenApiDocument['webhooks'];
  for (const [name, webhook] of Object.entries(options.webhooks ?? {})) {
    if (operationIds.has(webhook.operationId)) throw new Error(`Duplicate operationId ${webhook.operationId}.`);
    operationIds.add(webhook.operationId);
    const parameters = parametersOf(collector, webhook.headers, 'header', webhook.headerExamples);
    (webhooks ??= {})[name] = {
      post: {
        operationId: webhook.operationId,
        summary: webhook.summary,
        ...(webhook.description ? { description: webhook.description } : {}),
        tags: [...(webhook.tags ?? [])],
        ...(parameters.length ? { parameters } : {}),
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: collector.convert(webhook.body, 'output'),
              ...(webhook.example === undefined ? {} : { example: webhook.example }),
            },
          },
        },
        responses: Object.fromEntries(
          Object.entries(webhook.responses).map(([status, response]) => [status, { ...response }]),
        ),
      },
    };
    for (const tag of webhook.tags ?? []) if (!tagNames.includes(tag)) tagNames.push(tag);
  }

  const tags: TagObject[] = (options.tags ?? []).map((tag) => ({ ...tag }));
  for (const name of tagNames) if (!tags.some((tag) => tag.name === name)) tags.push({ name });

  return {
    openapi: '3.1.0',
    info: { ...options.info },
    servers: options.servers.map(copyServer),
    tags,
    paths,
    ...(webhooks ? { webhooks } : {}),
    components: {
      schemas: collector.finish(),
      securitySchemes: { ...options.securitySchemes },
    },
  };
}
