import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { merchantEndpoints } from '#contract/merchant/endpoints';
import { merchantData } from '../../src/upstream/merchant-client';

describe('merchant client typing table', () => {
  it('names, for every endpoint, the same data schema the contract envelope parses with', () => {
    expect(Object.keys(merchantData).sort()).toEqual(Object.keys(merchantEndpoints).sort());
    for (const [name, endpoint] of Object.entries(merchantEndpoints)) {
      const data = endpoint.responses[200].schema.shape.data;
      expect(z.toJSONSchema(merchantData[name as keyof typeof merchantData], { io: 'output' }), name).toEqual(
        z.toJSONSchema(data, { io: 'output' }),
      );
    }
  });
});
