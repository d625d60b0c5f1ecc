// Typed client of Merchant API v3, driven by the contract's endpoint table: every request is signed with a fresh
// nonce (per attempt: a retried request must not reuse one), every answer's envelope is parsed with the contract.
import * as z from 'zod/mini';
import type { Endpoint } from '#contract/endpoint';
import { Balance } from '#contract/merchant/balance';
import { BuyOrder } from '#contract/merchant/buy-orders';
import { MerchantFailure } from '#contract/merchant/envelope';
import { merchantEndpoints } from '#contract/merchant/endpoints';
import { Invoice } from '#contract/merchant/invoices';
import { AltRate, AltRates, RateEntry, Rates } from '#contract/merchant/rates';
import { Refund } from '#contract/merchant/refunds';
import { callEndpoint } from './endpoint-call';
import type { CallInput } from './endpoint-types';
import type { MerchantSigner } from './merchant-signer';
import type { TransportOptions } from './transport';
import { UpstreamError, UpstreamProtocolError } from './upstream-error';

type Endpoints = typeof merchantEndpoints;
export type MerchantEndpointName = keyof Endpoints;

/**
 * The success `data` schema of each endpoint, for typing only (parsing uses the endpoint table itself, whose
 * envelope schemas are typed loosely). A test checks that both agree.
 */
export const merchantData = {
  getRates: Rates,
  getRate: RateEntry,
  getAltRates: AltRates,
  getAltRate: AltRate,
  getBalance: Balance,
  listInvoices: z.array(Invoice),
  getInvoice: Invoice,
  createInvoice: Invoice,
  updateInvoice: Invoice,
  createInvoiceInput: Invoice,
  listInvoiceRefunds: z.array(Refund),
  createInvoiceRefund: Refund,
  listBuyOrders: z.array(BuyOrder),
  getBuyOrder: BuyOrder,
  createBuyOrder: BuyOrder,
  confirmBuyOrder: BuyOrder,
} satisfies Record<MerchantEndpointName, z.core.$ZodType>;

type DataOf<N extends MerchantEndpointName> = z.output<(typeof merchantData)[N]>;

export interface MerchantClient {
  call<N extends MerchantEndpointName>(name: N, input: CallInput<Endpoints[N]>): Promise<DataOf<N>>;
}

export interface MerchantClientOptions {
  baseUrl: string;
  signer: MerchantSigner;
  transport: TransportOptions;
}

export function createMerchantClient(options: MerchantClientOptions): MerchantClient {
  return {
    async call(name, input) {
      const endpoint: Endpoint = merchantEndpoints[name];
      const { status, body } = await callEndpoint(
        {
          service: 'merchant',
          endpoint,
          baseUrl: `${options.baseUrl}/v3`,
          ...input,
          // Creating an invoice, an input request, a refund or a buy order twice would do it twice.
          safeToRepeat: endpoint.method === 'GET',
          freshHeaders:
            endpoint.auth === 'apiKey' ? () => ({ authorization: options.signer.authorization() }) : undefined,
        },
        options.transport,
      );
      const schema = endpoint.responses[200]?.schema;
      if (status !== 200 || !schema) {
        throw new UpstreamProtocolError('merchant', `${name} answered HTTP ${status}`);
      }
      const failure = MerchantFailure.safeParse(body);
      if (failure.success) {
        throw new UpstreamError('merchant', 200, failure.data.error.code, failure.data.error.message);
      }
      const parsed = z.safeParse(schema, body);
      if (!parsed.success) {
        throw new UpstreamProtocolError('merchant', `${name} answered a body the contract does not allow`);
      }
      return (parsed.data as { data: DataOf<typeof name> }).data;
    },
  };
}
