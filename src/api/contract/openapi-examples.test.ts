// The served API references show an example of every request and response, and what every error code means
// (issue 30): this walks every operation of the three OpenAPI documents and checks each example against the
// contract's own schemas, so an example can be neither missing nor wrong.
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { bffOpenApiDocument } from './bff/openapi';
import { bffOpenApiExamples } from './bff/openapi-examples';
import { BffErrorBody } from './bff/errors';
import { bffRoutes, type BffRoute } from './bff/routes';
import type { Endpoint } from './endpoint';
import { MerchantCallback } from './merchant/callbacks';
import { merchantEndpoints } from './merchant/endpoints';
import { MerchantFailure } from './merchant/envelope';
import { merchantOpenApiDocument } from './merchant/openapi';
import { merchantCallbackExample, merchantOpenApiExamples } from './merchant/openapi-examples';
import type { MediaTypeObject, OpenApiDocument, OperationObject } from './openapi';
import type { OperationExamples } from './openapi-documentation';
import { tradeEndpoints } from './trade/endpoints';
import { TradeErrorResponse } from './trade/errors';
import { tradeOpenApiDocument } from './trade/openapi';
import { EXAMPLE_PARTNER_ID, tradeOpenApiExamples, tradeWebhookExamples } from './trade/openapi-examples';
import { PartnerWebhookEvent } from './trade/webhooks';

const documents: [string, OpenApiDocument][] = [
  ['Trade API', tradeOpenApiDocument({ base: 'http://localhost:4000/trade', user: 'http://localhost:4000/user' })],
  ['Merchant API', merchantOpenApiDocument('http://localhost:4000/merchant')],
  ['browser API (sandbox)', bffOpenApiDocument('http://localhost:4000', { mode: 'sandbox' })],
  ['browser API (production)', bffOpenApiDocument('https://bff.example', { mode: 'production' })],
];

function operationsOf(document: OpenApiDocument): [string, OperationObject][] {
  const operations: [string, OperationObject][] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item))
      operations.push([`${method.toUpperCase()} ${path}`, operation]);
  }
  for (const [name, item] of Object.entries(document.webhooks ?? {})) {
    operations.push([`webhook ${name}`, (item as { post: OperationObject }).post]);
  }
  return operations;
}

const hasExample = (media: MediaTypeObject | undefined) =>
  media !== undefined && (media.example !== undefined || Object.keys(media.examples ?? {}).length > 0);

describe.each(documents)('%s document', (_name, document) => {
  it('is a valid OpenAPI 3.1 document with its examples and error tables', async () => {
    const result = await new Validator().validate(JSON.parse(JSON.stringify(document)) as Record<string, unknown>);
    expect(result.errors).toBeUndefined();
  });

  it.each(operationsOf(document))('issue 30: %s has a request and a response example', (_operation, operation) => {
    for (const parameter of operation.parameters ?? []) {
      if (parameter.required) expect(parameter.example, `parameter ${parameter.name}`).toBeDefined();
    }
    const json = operation.requestBody?.content['application/json'];
    if (json) expect(hasExample(json), 'JSON request body').toBe(true);
    for (const [status, response] of Object.entries(operation.responses)) {
      // A page for a person (text/html) and an empty answer (204, an empty 200) have no body to show.
      const body = response.content?.['application/json'] ?? response.content?.['text/event-stream'];
      if (body) expect(hasExample(body), `response ${status}`).toBe(true);
    }
  });

  it.each(operationsOf(document))('issue 30: %s says what each of its error codes means', (_operation, operation) => {
    for (const [status, response] of Object.entries(operation.responses)) {
      for (const code of response['x-error-codes'] ?? []) {
        expect(response.description, `${status} ${code}`).toMatch(new RegExp(`^- \`${code}\`: \\S`, 'm'));
        expect(response.content?.['application/json']?.examples, `${status} ${code}`).toHaveProperty(code);
      }
    }
  });
});

/** Parses an example with a schema, failing the test with zod's own message. */
function expectValid(schema: z.core.$ZodType | undefined, value: unknown, what: string) {
  if (!schema) throw new Error(`${what}: an example is given but the contract declares no schema for it`);
  const result = z.safeParse(schema, value);
  expect(result.success, `${what}: ${result.success ? '' : z.prettifyError(result.error)}`).toBe(true);
}

function checkExamples(
  name: string,
  endpoint: Pick<Endpoint, 'params' | 'query' | 'headers' | 'body'>,
  examples: OperationExamples,
) {
  if (examples.params) expectValid(endpoint.params, examples.params, `${name} params`);
  if (examples.query) expectValid(endpoint.query, examples.query, `${name} query`);
  if (examples.headers) expectValid(endpoint.headers, examples.headers, `${name} headers`);
  if ('body' in examples) expectValid(endpoint.body, examples.body, `${name} body`);
}

describe('the examples are valid by the contract', () => {
  it.each(Object.entries(tradeEndpoints) as [string, Endpoint][])('Trade API %s', (name, endpoint) => {
    const examples = tradeOpenApiExamples[name as keyof typeof tradeOpenApiExamples] as OperationExamples;
    checkExamples(name, endpoint, examples);
    for (const [status, value] of Object.entries(examples.responses ?? {})) {
      expectValid(endpoint.responses[Number(status)]?.schema, value, `${name} ${status}`);
    }
    const document = tradeOpenApiDocument();
    const operation = document.paths[endpoint.path]?.[endpoint.method.toLowerCase() as 'get'];
    for (const example of Object.values(operation?.responses ?? {}).flatMap((response) =>
      Object.values(response.content?.['application/json']?.examples ?? {}),
    ))
      expectValid(TradeErrorResponse, example.value, `${name} error example`);
  });

  it.each(Object.entries(merchantEndpoints) as [string, Endpoint][])('Merchant API %s', (name, endpoint) => {
    const examples = merchantOpenApiExamples[name as keyof typeof merchantOpenApiExamples] as OperationExamples;
    checkExamples(name, endpoint, examples);
    expectValid(endpoint.responses[200]?.schema, examples.responses?.[200], `${name} 200`);
    const document = merchantOpenApiDocument();
    const operation = document.paths[endpoint.path]?.[endpoint.method.toLowerCase() as 'get'];
    const { success, ...failures } = operation?.responses['200']?.content?.['application/json']?.examples ?? {};
    expect(success?.value).toEqual(examples.responses?.[200]);
    for (const failure of Object.values(failures)) expectValid(MerchantFailure, failure.value, `${name} failure`);
  });

  it.each(Object.entries(bffRoutes) as [string, BffRoute][])('browser API %s', (name, route) => {
    const examples = bffOpenApiExamples[name as keyof typeof bffOpenApiExamples] as OperationExamples;
    checkExamples(name, { ...route, ...(route.rawBody ? { headers: route.rawBody.headers } : {}) }, examples);
    const success = examples.responses?.[route.status ?? 200];
    if (typeof route.response === 'object') expectValid(route.response, success, `${name} response`);
    else if (route.response === 'event-stream') expect(success).toMatch(/^event: \w+\ndata: \{.*\}\n\n$/);
    const document = bffOpenApiDocument('http://localhost:4000');
    for (const response of Object.values(
      operationsOf(document).find(([, op]) => op.operationId === name)?.[1].responses ?? {},
    ))
      for (const example of Object.values(response.content?.['application/json']?.examples ?? {}))
        expectValid(BffErrorBody, example.value, `${name} error example`);
  });

  it('the webhook and callback bodies', () => {
    for (const [event, body] of Object.entries(tradeWebhookExamples)) {
      expectValid(PartnerWebhookEvent, body, event);
      expect(body.event).toBe(event);
    }
    expectValid(MerchantCallback, merchantCallbackExample, 'merchant callback');
  });
});

describe('sandbox partner in the Trade API examples', () => {
  it('"Try it out" signs up with the partner of the server it runs against', () => {
    const sandboxPartner = '0d7c1f4e-9a3b-4c2d-8e5f-6a7b8c9d0e1f';
    const document = tradeOpenApiDocument(undefined, { examplePartnerId: sandboxPartner });
    const text = JSON.stringify(document);
    expect(text).not.toContain(EXAMPLE_PARTNER_ID);
    expect(document.paths['/signup/trader']?.post?.requestBody?.content['application/json']?.example).toMatchObject({
      partnerId: sandboxPartner,
    });
    expect(JSON.stringify(tradeOpenApiDocument())).toContain(EXAMPLE_PARTNER_ID);
  });
});
