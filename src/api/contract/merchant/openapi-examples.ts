// An example of every Merchant API v3 request and response, for the OpenAPI document: recorded from this sandbox
// (rates, an invoice created, updated and paid in another currency, a paid invoice refunded, a buy order quoted
// and confirmed). src/api/contract/openapi-examples.test.ts checks each against the contract.
import type { OperationExamples } from '../openapi-documentation';
import type { MerchantCallback } from './callbacks';
import type { MerchantEndpointName } from './endpoints';

export const merchantOpenApiExamples = {
  getRates: {
    responses: {
      200: {
        success: true,
        data: {
          CHF: {
            name: 'Swiss Franc',
            buy: 86255.65,
            sell: 85397.39,
          },
          DKK: {
            name: 'Danish Krone',
            buy: 668919.58,
            sell: 662263.66,
          },
          EUR: {
            name: 'Euro',
            buy: 88182.67,
            sell: 87305.23,
          },
          GBP: {
            name: 'Pound Sterling',
            buy: 73827.63,
            sell: 73093.03,
          },
          JPY: {
            name: 'Japanese Yen',
            buy: 14147964,
            sell: 14007188,
          },
          NOK: {
            name: 'Norwegian Krone',
            buy: 1014603.05,
            sell: 1004507.49,
          },
          SEK: {
            name: 'Swedish Krona',
            buy: 997280.21,
            sell: 987357.03,
          },
          USD: {
            name: 'US Dollar',
            buy: 95102.37,
            sell: 94156.07,
          },
        },
      },
    },
  },
  getRate: {
    params: {
      currency: 'EUR',
    },
    responses: {
      200: {
        success: true,
        data: {
          name: 'Euro',
          buy: 88182.67,
          sell: 87305.23,
        },
      },
    },
  },
  getAltRates: {
    query: {
      baseCurrency: 'EUR',
    },
    responses: {
      200: {
        success: true,
        data: {
          BCH: {
            name: 'Bitcoin Cash',
            rate: 0.0024681639,
            baseCurrency: 'EUR',
            limits: {
              minimum: 8.78,
              maximum: 438719.75,
            },
          },
          DASH: {
            name: 'Dash',
            baseCurrency: 'EUR',
            limits: {
              minimum: 8.78,
              maximum: 438719.75,
            },
          },
          DOGE: {
            name: 'Dogecoin',
            rate: 3.0096992442,
            baseCurrency: 'EUR',
            limits: {
              minimum: 8.78,
              maximum: 438719.75,
            },
          },
          ETH: {
            name: 'Ethereum',
            rate: 0.0003209748,
            baseCurrency: 'EUR',
            limits: {
              minimum: 8.78,
              maximum: 438719.75,
            },
          },
          LTC: {
            name: 'Litecoin',
            rate: 0.0117184892,
            baseCurrency: 'EUR',
            limits: {
              minimum: 8.78,
              maximum: 438719.75,
            },
          },
          USDT: {
            name: 'Tether USD',
            rate: 1.0403117026,
            baseCurrency: 'EUR',
            limits: {
              minimum: 8.78,
              maximum: 438719.75,
            },
          },
          XRP: {
            name: 'XRP',
            rate: 0.4640472443,
            baseCurrency: 'EUR',
            limits: {
              minimum: 8.78,
              maximum: 438719.75,
            },
          },
        },
      },
    },
  },
  getAltRate: {
    params: {
      altcoin: 'LTC',
    },
    query: {
      baseCurrency: 'EUR',
    },
    responses: {
      200: {
        success: true,
        data: {
          name: 'Litecoin',
          rate: 0.0117184892,
          baseCurrency: 'EUR',
          limits: {
            minimum: 8.78,
            maximum: 438719.75,
          },
        },
      },
    },
  },
  getBalance: {
    responses: {
      200: {
        success: true,
        data: {
          btc: 0,
          fiat: 0,
          fiat_currency: 'EUR',
        },
      },
    },
  },
  listInvoices: {
    query: {
      limit: 2,
    },
    responses: {
      200: {
        success: true,
        data: [
          {
            id: 1,
            create_time: '2026-11-29T02:48:43.691Z',
            expire_time: '2026-11-29T03:03:43.691Z',
            state: 'new',
            type: 'normal',
            bitcoin: {
              amount: 0.00114541,
              address: 'tb1q6ugz4e9aafch6rlxmtt2gw9gmwk82pvcs05w5r',
              amount_paid: 0,
              amount_due: 0.00114541,
              payment_uri: 'bitcoin:tb1q6ugz4e9aafch6rlxmtt2gw9gmwk82pvcs05w5r?amount=0.00114541',
            },
            native: {
              amount: 100,
              currency: 'EUR',
            },
            transfer: {
              amount: 100,
              currency: 'EUR',
            },
            description: 'Order #1001',
            custom: {
              order_id: 1001,
            },
            payment_url: 'http://localhost:4000/pay/1.KvgBCAiTfDRIeJm0JmhFww',
            inputs: [],
            callback_url: 'https://shop.example/ipn',
            callback_email: null,
            return_url: 'https://shop.example/thanks',
            cancel_url: 'https://shop.example/cart',
            payments: [],
          },
        ],
      },
    },
  },
  getInvoice: {
    params: {
      ID: 1,
    },
    responses: {
      200: {
        success: true,
        data: {
          id: 1,
          create_time: '2026-11-29T02:48:43.691Z',
          expire_time: '2026-11-29T03:03:43.691Z',
          state: 'new',
          type: 'normal',
          bitcoin: {
            amount: 0.00114541,
            address: 'tb1q6ugz4e9aafch6rlxmtt2gw9gmwk82pvcs05w5r',
            amount_paid: 0,
            amount_due: 0.00114541,
            payment_uri: 'bitcoin:tb1q6ugz4e9aafch6rlxmtt2gw9gmwk82pvcs05w5r?amount=0.00114541',
          },
          native: {
            amount: 100,
            currency: 'EUR',
          },
          transfer: {
            amount: 100,
            currency: 'EUR',
          },
          description: 'Order #1001',
          custom: {
            order_id: 1001,
          },
          payment_url: 'http://localhost:4000/pay/1.KvgBCAiTfDRIeJm0JmhFww',
          inputs: [],
          callback_url: 'https://shop.example/ipn',
          callback_email: null,
          return_url: 'https://shop.example/thanks',
          cancel_url: 'https://shop.example/cart',
          payments: [],
        },
      },
    },
  },
  createInvoice: {
    body: {
      plugin_name: 'Acme Shop',
      plugin_version: '2.4.1',
      amount: 100,
      currency: 'EUR',
      description: 'Order #1001',
      custom: {
        order_id: 1001,
      },
      callback_url: 'https://shop.example/ipn',
      return_url: 'https://shop.example/thanks',
      cancel_url: 'https://shop.example/cart',
    },
    responses: {
      200: {
        success: true,
        data: {
          id: 1,
          create_time: '2026-11-29T02:48:43.691Z',
          expire_time: '2026-11-29T03:03:43.691Z',
          state: 'new',
          type: 'normal',
          bitcoin: {
            amount: 0.00114541,
            address: 'tb1q6ugz4e9aafch6rlxmtt2gw9gmwk82pvcs05w5r',
            amount_paid: 0,
            amount_due: 0.00114541,
            payment_uri: 'bitcoin:tb1q6ugz4e9aafch6rlxmtt2gw9gmwk82pvcs05w5r?amount=0.00114541',
          },
          native: {
            amount: 100,
            currency: 'EUR',
          },
          transfer: {
            amount: 100,
            currency: 'EUR',
          },
          description: 'Order #1001',
          custom: {
            order_id: 1001,
          },
          payment_url: 'http://localhost:4000/pay/1.KvgBCAiTfDRIeJm0JmhFww',
          inputs: [],
          callback_url: 'https://shop.example/ipn',
          callback_email: null,
          return_url: 'https://shop.example/thanks',
          cancel_url: 'https://shop.example/cart',
          payments: [],
        },
      },
    },
  },
  updateInvoice: {
    params: {
      ID: 1,
    },
    body: {
      description: 'Order #1001 (2 items)',
    },
    responses: {
      200: {
        success: true,
        data: {
          id: 1,
          create_time: '2026-11-29T02:48:43.691Z',
          expire_time: '2026-11-29T03:03:43.691Z',
          state: 'new',
          type: 'normal',
          bitcoin: {
            amount: 0.00114541,
            address: 'tb1q6ugz4e9aafch6rlxmtt2gw9gmwk82pvcs05w5r',
            amount_paid: 0,
            amount_due: 0.00114541,
            payment_uri: 'bitcoin:tb1q6ugz4e9aafch6rlxmtt2gw9gmwk82pvcs05w5r?amount=0.00114541',
          },
          native: {
            amount: 100,
            currency: 'EUR',
          },
          transfer: {
            amount: 100,
            currency: 'EUR',
          },
          description: 'Order #1001 (2 items)',
          custom: {
            order_id: 1001,
          },
          payment_url: 'http://localhost:4000/pay/1.KvgBCAiTfDRIeJm0JmhFww',
          inputs: [],
          callback_url: 'https://shop.example/ipn',
          callback_email: null,
          return_url: 'https://shop.example/thanks',
          cancel_url: 'https://shop.example/cart',
          payments: [],
        },
      },
    },
  },
  createInvoiceInput: {
    params: {
      ID: 1,
    },
    body: {
      currency: 'LTC',
      return_address: 'tltc1qexampleexampleexampleexampleexample00',
    },
    responses: {
      200: {
        success: true,
        data: {
          id: 1,
          create_time: '2026-11-29T02:48:43.691Z',
          expire_time: '2026-11-29T03:03:43.691Z',
          state: 'new',
          type: 'normal',
          bitcoin: {
            amount: 0.00114541,
            address: 'tb1q6ugz4e9aafch6rlxmtt2gw9gmwk82pvcs05w5r',
            amount_paid: 0,
            amount_due: 0.00114541,
            payment_uri: 'bitcoin:tb1q6ugz4e9aafch6rlxmtt2gw9gmwk82pvcs05w5r?amount=0.00114541',
          },
          native: {
            amount: 100,
            currency: 'EUR',
          },
          transfer: {
            amount: 100,
            currency: 'EUR',
          },
          description: 'Order #1001 (2 items)',
          custom: {
            order_id: 1001,
          },
          payment_url: 'http://localhost:4000/pay/1.KvgBCAiTfDRIeJm0JmhFww',
          inputs: [
            {
              currency: 'LTC',
              amount: 1.17774096,
              address: 'ltc-test-AWKSoycvhk7iiHCfDTCwLqcUtYjGs2ag',
              return_address: 'tltc1qexampleexampleexampleexampleexample00',
              payment_uri: 'litecoin:ltc-test-AWKSoycvhk7iiHCfDTCwLqcUtYjGs2ag?amount=1.17774096',
              verified: false,
              timestamp: '2026-11-29T02:48:43.696Z',
            },
          ],
          callback_url: 'https://shop.example/ipn',
          callback_email: null,
          return_url: 'https://shop.example/thanks',
          cancel_url: 'https://shop.example/cart',
          payments: [],
        },
      },
    },
  },
  listInvoiceRefunds: {
    params: {
      ID: 2,
    },
    responses: {
      200: {
        success: true,
        data: [
          {
            id: 1,
            invoice_id: 2,
            create_time: '2026-11-29T02:48:43.705Z',
            state: 'awaiting_btc_address',
            amount: 15,
            currency: 'EUR',
            email_address: 'customer@example.com',
          },
        ],
      },
    },
  },
  createInvoiceRefund: {
    params: {
      ID: 2,
    },
    body: {
      amount: 15,
      currency: 'EUR',
      email_address: 'customer@example.com',
    },
    responses: {
      200: {
        success: true,
        data: {
          id: 1,
          invoice_id: 2,
          create_time: '2026-11-29T02:48:43.705Z',
          state: 'awaiting_btc_address',
          amount: 15,
          currency: 'EUR',
          email_address: 'customer@example.com',
        },
      },
    },
  },
  listBuyOrders: {
    query: {
      limit: 2,
    },
    responses: {
      200: {
        success: true,
        data: [
          {
            id: 1,
            create_time: '2026-11-29T02:48:43.708Z',
            expire_time: '2026-11-29T02:58:43.708Z',
            state: 'failed',
            fiat_currency: 'EUR',
            fiat_amount: 50,
            btc_rate: 88182.67,
            btc_amount: 0.000567,
            btc_address: 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx',
            btc_txid: null,
            failure_reason: 'insufficient_funds',
            callback_url: 'https://shop.example/ipn',
            callback_email: null,
            custom: {},
          },
        ],
      },
    },
  },
  getBuyOrder: {
    params: {
      ID: 1,
    },
    responses: {
      200: {
        success: true,
        data: {
          id: 1,
          create_time: '2026-11-29T02:48:43.708Z',
          expire_time: '2026-11-29T02:58:43.708Z',
          state: 'waiting',
          fiat_currency: 'EUR',
          fiat_amount: 50,
          btc_rate: 88182.67,
          btc_amount: 0.000567,
          btc_address: 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx',
          btc_txid: null,
          failure_reason: null,
          callback_url: 'https://shop.example/ipn',
          callback_email: null,
          custom: {},
        },
      },
    },
  },
  createBuyOrder: {
    body: {
      amount: 50,
      currency: 'EUR',
      btc_address: 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx',
      instant_order: false,
      callback_url: 'https://shop.example/ipn',
    },
    responses: {
      200: {
        success: true,
        data: {
          id: 1,
          create_time: '2026-11-29T02:48:43.708Z',
          expire_time: '2026-11-29T02:58:43.708Z',
          state: 'waiting',
          fiat_currency: 'EUR',
          fiat_amount: 50,
          btc_rate: 88182.67,
          btc_amount: 0.000567,
          btc_address: 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx',
          btc_txid: null,
          failure_reason: null,
          callback_url: 'https://shop.example/ipn',
          callback_email: null,
          custom: {},
        },
      },
    },
  },
  confirmBuyOrder: {
    params: {
      ID: 1,
    },
    responses: {
      200: {
        success: true,
        data: {
          id: 1,
          create_time: '2026-11-29T02:48:43.708Z',
          expire_time: '2026-11-29T02:58:43.708Z',
          state: 'failed',
          fiat_currency: 'EUR',
          fiat_amount: 50,
          btc_rate: 88182.67,
          btc_amount: 0.000567,
          btc_address: 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx',
          btc_txid: null,
          failure_reason: 'insufficient_funds',
          callback_url: 'https://shop.example/ipn',
          callback_email: null,
          custom: {},
        },
      },
    },
  },
} satisfies Record<MerchantEndpointName, OperationExamples>;

/** The IPN secret the example callback signature is made with. */
export const EXAMPLE_IPN_SECRET = 'example-ipn-secret';

/** `X-<Scheme>-Callback-Signature` of the example callback: HMAC-SHA256 of its compact JSON under the IPN secret. */
export const merchantCallbackSignatureExample = 'b8f21a10bc2554017527443da9bef5e539288d616a64eac4e4a6f90b88bf0a4c';

/** A callback as the service POSTs it: the invoice above, paid and confirmed. */
export const merchantCallbackExample: MerchantCallback = {
  event: 'invoice_state_change',
  time: '2026-11-29T02:49:05.000Z',
  data: {
    id: 2,
    create_time: '2026-11-29T02:48:43.697Z',
    expire_time: '2026-11-29T03:03:43.697Z',
    state: 'complete',
    type: 'normal',
    bitcoin: {
      amount: 0.00045817,
      address: 'tb1qcnrvlp8k82xskvps7w8l6456uj2zulfu439yay',
      amount_paid: 0.00045817,
      amount_due: 0,
    },
    native: {
      amount: 40,
      currency: 'EUR',
    },
    transfer: {
      amount: 40,
      currency: 'EUR',
    },
    description: 'Order #1002',
    custom: {},
    payment_url: 'http://localhost:4000/pay/2.EGRul82yb5QAWNJf3ZlCQA',
    inputs: [],
    callback_url: 'https://shop.example/ipn',
    callback_email: null,
    return_url: '',
    cancel_url: '',
    payments: [
      {
        time: '2026-11-29T02:48:43.698Z',
        amount: 0.00045817,
        txid: 'feded762cf18d9e2892f1bedb45c901ca5109b288217a839aaca51ea785012c1',
        confirmations: 6,
        expired: false,
      },
    ],
  },
};
