import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { merchantEndpoints } from './endpoints';
import { merchantErrorCodes } from './errors';
import { MERCHANT_SECURITY_SCHEME, merchantOpenApiDocument } from './openapi';

function refsOf(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((item) => refsOf(item, out));
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (key === '$ref' && typeof inner === 'string') out.push(inner);
      else refsOf(inner, out);
    }
  }
  return out;
}

describe('merchant OpenAPI document', () => {
  const document = merchantOpenApiDocument('http://localhost:3000/sandbox/merchant');

  it('is a valid OpenAPI 3.1 document', async () => {
    const result = await new Validator().validate(JSON.parse(JSON.stringify(document)) as Record<string, unknown>);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
  });

  it('spec: every endpoint appears, with its operationId', () => {
    for (const endpoint of Object.values(merchantEndpoints)) {
      const operation = document.paths[endpoint.path]?.[endpoint.method.toLowerCase() as 'get'];
      expect(operation?.operationId, `${endpoint.method} ${endpoint.path}`).toBe(endpoint.operationId);
    }
  });

  it('spec: rates are public (key optional), everything else needs the key', () => {
    expect(document.paths['/rates']?.get?.security).toEqual([{}, { [MERCHANT_SECURITY_SCHEME]: [] }]);
    expect(document.paths['/balance']?.get?.security).toEqual([{ [MERCHANT_SECURITY_SCHEME]: [] }]);
    expect(document.components.securitySchemes[MERCHANT_SECURITY_SCHEME]).toMatchObject({
      type: 'apiKey',
      in: 'header',
      name: 'Authorization',
    });
  });

  it('spec: the server is {merchant_base_url}/v3', () => {
    expect(document.servers).toEqual([{ url: 'http://localhost:3000/sandbox/merchant/v3' }]);
    expect(merchantOpenApiDocument('https://x.example/v3/').servers).toEqual([{ url: 'https://x.example/v3' }]);
    expect(merchantOpenApiDocument().servers[0]?.url).toBe('{merchant_base_url}/v3');
  });

  it('spec: a 200 can be success or failure, and carries the rate-limit headers', () => {
    const response = document.paths['/invoices/{ID}']?.get?.responses['200'] as unknown as {
      content: { 'application/json': { schema: { anyOf: unknown[] } } };
      headers: Record<string, unknown>;
      'x-error-codes': string[];
    };
    expect(refsOf(response.content['application/json'].schema)).toEqual([
      '#/components/schemas/Invoice',
      '#/components/schemas/MerchantFailure',
    ]);
    expect(Object.keys(response.headers)).toEqual(['X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset']);
    expect(response['x-error-codes']).toContain('not_found');
  });

  it('puts resources and requests into components, and every $ref resolves', () => {
    const schemas = document.components.schemas;
    for (const id of [
      'Invoice',
      'Refund',
      'BuyOrder',
      'Balance',
      'RateEntry',
      'AltRate',
      'CreateInvoiceRequest',
      'UpdateInvoiceRequest',
      'CreateRefundRequest',
      'CreateBuyOrderRequest',
      'MerchantFailure',
      'MerchantCallback',
    ])
      expect(schemas, id).toHaveProperty(id);
    for (const ref of refsOf(document)) expect(schemas).toHaveProperty(ref.replace('#/components/schemas/', ''));
  });

  it('documents every error code and the callback webhook', () => {
    for (const code of Object.keys(merchantErrorCodes)) expect(document.info.description).toContain(`\`${code}\``);
    expect(document.webhooks).toHaveProperty('merchantCallback');
  });

  it('design: an update body is optional (no body changes nothing); a create body is required', () => {
    expect(document.paths['/invoices/{ID}']?.put?.requestBody?.required).toBe(false);
    expect(document.paths['/invoices']?.post?.requestBody?.required).toBe(true);
    expect(document.paths['/buys/{ID}/actions/confirm']?.put?.requestBody).toBeUndefined();
  });

  it('spec: query defaults and limits show in the parameters', () => {
    const parameters = document.paths['/invoices']?.get?.parameters ?? [];
    expect(parameters.find((p) => p.name === 'limit')?.schema).toMatchObject({
      type: 'integer',
      default: 100,
      maximum: 200,
    });
    expect(parameters.find((p) => p.name === 'include_expired')?.schema).toMatchObject({
      type: 'boolean',
      default: false,
    });
  });

  it("says the deployment's scheme token and rate limit when given", () => {
    const acme = merchantOpenApiDocument('https://x.example', { scheme: 'Acme', rateLimitPerMinute: 500 });
    expect(acme.info.description).toContain('X-Acme-Callback-Signature');
    expect(acme.info.description).toContain('500 requests per minute');
    expect(JSON.stringify(acme)).toContain('Authorization: Acme apikey=');
    expect(JSON.stringify(acme.webhooks)).toContain('X-Acme-Callback-Signature');
    expect(document.info.description).toContain('X-Service-Callback-Signature');
  });
});
