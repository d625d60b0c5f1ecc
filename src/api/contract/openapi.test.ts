import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoints } from './endpoint';
import { buildOpenApiDocument, type BuildOpenApiOptions, type JsonSchema } from './openapi';
import { tradeEndpoints } from './trade/endpoints';
import { tradeOpenApiDocument } from './trade/openapi';

async function validate(document: unknown) {
  const result = await new Validator().validate(document as Record<string, unknown>);
  return { valid: result.valid, errors: result.errors };
}

function refsOf(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) refsOf(item, found);
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (key === '$ref' && typeof inner === 'string') found.push(inner);
      else refsOf(inner, found);
    }
  }
  return found;
}

describe('tradeOpenApiDocument', () => {
  const document = tradeOpenApiDocument({ base: 'https://trade.example.com', user: 'https://user.example.com' });

  it('is a valid OpenAPI 3.1.0 document', async () => {
    expect(document.openapi).toBe('3.1.0');
    expect(await validate(document)).toEqual({ valid: true, errors: undefined });
    expect(await validate(JSON.parse(JSON.stringify(document)))).toMatchObject({ valid: true });
  });

  it('is valid with the spec placeholders {base_url} and {user_url} as server variables', async () => {
    const templated = tradeOpenApiDocument();
    expect(templated.servers[0]?.url).toBe('{base_url}');
    expect(await validate(templated)).toMatchObject({ valid: true });
  });

  it('spec: every endpoint of the table appears with its statuses', () => {
    for (const endpoint of Object.values(tradeEndpoints)) {
      const operation = document.paths[endpoint.path]?.[endpoint.method.toLowerCase() as 'get'];
      expect(operation, `${endpoint.method} ${endpoint.path}`).toBeDefined();
      expect(operation?.operationId).toBe(endpoint.operationId);
      expect(Object.keys(operation?.responses ?? {}).sort()).toEqual(Object.keys(endpoint.responses).sort());
    }
    const operations = Object.values(document.paths).flatMap((item) => Object.values(item));
    expect(operations).toHaveLength(Object.keys(tradeEndpoints).length);
  });

  it('lists error codes in the description and in x-error-codes', () => {
    const signup = document.paths['/signup/trader']?.post;
    expect(signup?.responses['400']?.['x-error-codes']).toEqual([
      'invalid_request',
      'email_address_and_partner_id_in_use',
      'invalid_trusted_email_validation_token',
    ]);
    expect(signup?.responses['400']?.description).toContain('`email_address_and_partner_id_in_use`');
    expect(signup?.responses['400']?.content?.['application/json']?.schema).toEqual({
      $ref: '#/components/schemas/TradeErrorResponse',
    });
    expect(signup?.responses['201']?.['x-error-codes']).toBeUndefined();
  });

  it('spec: the deactivate endpoint overrides the servers with {user_url}', () => {
    expect(document.paths['/me/deactivate']?.put?.servers).toEqual([
      { url: 'https://user.example.com', description: 'User API (account deactivation)' },
    ]);
    expect(document.servers).toEqual([{ url: 'https://trade.example.com', description: 'Trade API' }]);
  });

  it('maps auth to security: none, bearer access token, partner JWT', () => {
    expect(document.paths['/signup/trader']?.post?.security).toEqual([]);
    expect(document.paths['/traders/me']?.get?.security).toEqual([{ bearerAuth: [] }]);
    expect(document.paths['/partners/{partner_id}/kyc']?.post?.security).toEqual([{ partnerJwt: [] }]);
    expect(Object.keys(document.components.securitySchemes)).toEqual(['bearerAuth', 'partnerJwt']);
  });

  it('puts schemas with an id into components and every $ref resolves', () => {
    expect(document.paths['/signup/trader']?.post?.requestBody?.content['application/json']?.schema).toEqual({
      $ref: '#/components/schemas/SignupTraderRequest',
    });
    const schemas = document.components.schemas;
    for (const ref of refsOf(document)) {
      expect(ref.startsWith('#/components/schemas/'), ref).toBe(true);
      expect(schemas[ref.slice('#/components/schemas/'.length)], ref).toBeDefined();
    }
    expect(JSON.stringify(document)).not.toContain('$defs');
  });

  it('spec: requests show their defaults (input), responses their full shape (output)', () => {
    const signup = document.components.schemas.SignupTraderRequest as {
      properties: Record<string, JsonSchema>;
      required: string[];
    };
    expect(signup.properties.accountType?.default).toBe('individual');
    expect(signup.properties.generateOfflineToken?.default).toBe(false);
    // consentAdditionalMails has a default (false): older clients do not send it.
    expect(signup.required).toEqual(['email', 'partnerId']);
    expect(signup.properties.consentAdditionalMails?.default).toBe(false);
    const trader = document.components.schemas.Trader as { required: string[]; additionalProperties?: unknown };
    expect(trader.required).toContain('tradeSubscriptionsAllowed');
    // Responses stay open to fields added later; the strict error object stays closed.
    expect(trader.additionalProperties).toBeUndefined();
    expect(document.components.schemas.TradeErrorResponse?.additionalProperties).toBe(false);
  });

  it('turns path params, query and headers into parameters', () => {
    const quote = document.paths['/partners/{partner_id}/approximate-quote']?.get;
    expect(quote?.parameters?.map((p) => `${p.in}:${p.name}:${p.required}`)).toEqual([
      'path:partner_id:true',
      'query:baseAmount:true',
      'query:baseCurrency:true',
      'query:quoteCurrency:true',
      'query:transferInMedium:false',
      'query:transferOutMedium:false',
    ]);
    const upload = document.paths['/partners/{partner_id}/kyc/{review_id}/documents']?.post;
    // Content-Type is described by requestBody.content: OpenAPI ignores a header parameter of that name.
    expect(upload?.parameters?.filter((p) => p.in === 'header').map((p) => p.name)).toEqual([
      'x-upload-external-id',
      'x-upload-document-type',
      'x-upload-filename',
    ]);
    expect(upload?.requestBody?.content).toEqual({ '*/*': {} });
  });

  it('design: describes the partner webhook and its signature header', () => {
    expect(Object.keys(document.webhooks ?? {})).toEqual([
      'identification-attempt.approved',
      'identification-attempt.rejected',
      'trade.created',
      'trade.transfer-in-completed',
      'trade.completed',
      'trade.cancelled',
      'trade.expired',
      'trade.rejected',
    ]);
    const completed = document.webhooks?.['trade.completed'] as { post: { operationId: string } };
    expect(completed.post.operationId).toBe('tradeCompleted');
    const custom = tradeOpenApiDocument(undefined, { webhookScheme: 'Acme' });
    const post = (custom.webhooks?.['identification-attempt.approved'] as { post: { parameters: { name: string }[] } })
      .post;
    expect(post.parameters.map((p) => p.name)).toEqual(['X-Acme-Webhook-Signature']);
  });
});

describe('buildOpenApiDocument', () => {
  const Thing = z
    .object({ name: z.string(), size: z.int().default(1) })
    .meta({ id: 'OpenApiTestThing', description: 'A thing.' });
  const base = (endpoints: BuildOpenApiOptions['endpoints']): BuildOpenApiOptions => ({
    info: { title: 'Test', version: '1' },
    servers: [{ url: 'https://api.example.com' }],
    endpoints,
    securitySchemes: { key: { type: 'apiKey', in: 'header', name: 'Authorization' } },
    security: { apiKey: [{ key: [] }], optionalApiKey: [{}, { key: [] }] },
    errorSchema: z
      .object({ success: z.literal(false), error: z.object({ code: z.string() }) })
      .meta({ id: 'OpenApiTestFailure' }),
  });

  it('publishes a schema used as request and response twice when defaults make them differ', async () => {
    const document = buildOpenApiDocument(
      base(
        defineEndpoints({
          putThing: {
            operationId: 'putThing',
            method: 'PUT',
            path: '/things/{id}',
            summary: 'Put',
            tags: ['Things'],
            auth: 'optionalApiKey',
            params: z.object({ id: z.string() }),
            body: Thing,
            responses: {
              200: { description: 'The thing.', schema: Thing },
              404: { description: 'No thing.', errorCodes: ['not_found'] },
            },
          },
        }),
      ),
    );
    expect(await validate(document)).toMatchObject({ valid: true });
    const operation = document.paths['/things/{id}']?.put;
    expect(operation?.requestBody?.content['application/json']?.schema).toEqual({
      $ref: '#/components/schemas/OpenApiTestThingInput',
    });
    expect(operation?.responses['200']?.content?.['application/json']?.schema).toEqual({
      $ref: '#/components/schemas/OpenApiTestThing',
    });
    expect((document.components.schemas.OpenApiTestThingInput as { required: string[] }).required).toEqual(['name']);
    expect((document.components.schemas.OpenApiTestThing as { required: string[] }).required).toEqual(['name', 'size']);
    expect(operation?.security).toEqual([{}, { key: [] }]);
    expect(operation?.responses['404']?.content?.['application/json']?.schema).toEqual({
      $ref: '#/components/schemas/OpenApiTestFailure',
    });
    expect(document.tags).toEqual([{ name: 'Things' }]);
  });

  it('issue 30: refuses a response that lists an error code whose meaning is not documented', () => {
    const endpoints = defineEndpoints({
      getThing: {
        operationId: 'getThing',
        method: 'GET',
        path: '/things',
        summary: 'Get',
        tags: [],
        auth: 'none',
        responses: { 200: { description: 'ok', schema: Thing }, 404: { description: 'No.', errorCodes: ['gone'] } },
      },
    });
    const errors = (meanings: Record<string, string>) => ({
      meanings,
      example: (code: string, meaning: string) => ({ success: false, error: { code, message: meaning } }),
    });
    expect(() => buildOpenApiDocument({ ...base(endpoints), errors: errors({}) })).toThrow(
      'getThing 404 lists the error code "gone", whose meaning is not documented',
    );
    const document = buildOpenApiDocument({ ...base(endpoints), errors: errors({ gone: 'It went away.' }) });
    const response = document.paths['/things']?.get?.responses['404'];
    expect(response?.description).toBe('No.\n\nError codes:\n\n- `gone`: It went away.');
    expect(response?.content?.['application/json']?.examples).toEqual({
      gone: { summary: 'gone', value: { success: false, error: { code: 'gone', message: 'It went away.' } } },
    });
  });

  it('refuses a path whose template does not match its params', () => {
    expect(() =>
      buildOpenApiDocument(
        base({
          bad: {
            operationId: 'bad',
            method: 'GET',
            path: '/things/{id}',
            summary: 'Bad',
            tags: [],
            auth: 'none',
            params: z.object({ thingId: z.string() }),
            responses: { 200: { description: 'ok' } },
          },
        }),
      ),
    ).toThrow('path /things/{id} has parameters {id} but params declares {thingId}');
  });

  it('refuses two different schemas with one id, and duplicate operations', () => {
    const a = z.object({ a: z.string() }).meta({ id: 'OpenApiTestDuplicate' });
    const b = z.object({ b: z.string() }).meta({ id: 'OpenApiTestDuplicate' });
    const endpoint = (operationId: string, path: string, schema: z.ZodType) => ({
      operationId,
      method: 'GET' as const,
      path,
      summary: 's',
      tags: [],
      auth: 'none' as const,
      responses: { 200: { description: 'ok', schema } },
    });
    expect(() => buildOpenApiDocument(base({ a: endpoint('a', '/a', a), b: endpoint('b', '/b', b) }))).toThrow(
      'Two different schemas carry the id "OpenApiTestDuplicate"',
    );
    expect(() => buildOpenApiDocument(base({ a: endpoint('a', '/a', a), b: endpoint('a', '/b', a) }))).toThrow(
      'Duplicate operationId a',
    );
  });
});
