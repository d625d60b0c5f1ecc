// An example of every browser API request and response, for the OpenAPI document: recorded from this sandbox
// through the BFF (a customer signing up, identifying, buying by card and bank transfer; a payer on the payment
// page; the partner's server granting a widget session). src/api/contract/openapi-examples.test.ts checks each
// against the route table.
import { merchantCallbackExample } from '../merchant/openapi-examples';
import type { OperationExamples } from '../openapi-documentation';
import { tradeWebhookExamples } from '../trade/openapi-examples';
import type { BffRouteName } from './routes';

export const bffOpenApiExamples = {
  ...{
    getConfig: {
      responses: {
        200: {
          mode: 'sandbox',
          locales: ['en', 'da', 'de', 'sv', 'nb', 'fi', 'nl', 'fr', 'es', 'it', 'pl', 'ar'],
          currencies: {
            in: ['BTC', 'CHF', 'DKK', 'EUR', 'GBP', 'USD'],
            out: ['BTC', 'CHF', 'DKK', 'EUR', 'GBP'],
          },
          countries: {
            DK: {
              supported: true,
              supportedTransferInMedia: ['card', 'bank', 'blockchain'],
            },
            DE: {
              supported: true,
              supportedTransferInMedia: ['card', 'bank', 'blockchain'],
            },
            FR: {
              supported: true,
              supportedTransferInMedia: ['card', 'bank', 'blockchain'],
            },
            US: {
              supported: true,
              supportedTransferInMedia: ['card', 'blockchain'],
              states: {
                AL: {
                  supported: true,
                  supportedTransferInMedia: ['card', 'blockchain'],
                },
                AK: {
                  supported: true,
                  supportedTransferInMedia: ['card', 'blockchain'],
                },
                AZ: {
                  supported: true,
                  supportedTransferInMedia: ['card', 'blockchain'],
                },
              },
            },
            GB: {
              supported: true,
              supportedTransferInMedia: ['card', 'bank', 'blockchain'],
            },
          },
          paymentMethods: [
            {
              name: 'Card to Bitcoin',
              inMedium: 'card',
              outMedium: 'blockchain',
              inCurrencies: ['EUR', 'USD', 'GBP', 'CHF', 'DKK'],
              outCurrencies: ['BTC'],
              inFee: {
                fixed: {
                  EUR: 0,
                  USD: 0,
                  GBP: 0,
                  CHF: 0,
                  DKK: 0,
                },
                percentage: 3,
              },
              outFee: {
                fixed: {
                  BTC: 2e-5,
                },
                percentage: 0,
              },
              minimumInAmounts: {
                EUR: 10,
                USD: 10,
                GBP: 10,
                CHF: 10,
                DKK: 75,
              },
              limitInAmounts: {
                EUR: 5000,
                USD: 5000,
                GBP: 4000,
                CHF: 5000,
                DKK: 37000,
              },
            },
            {
              name: 'Bank transfer to Bitcoin',
              inMedium: 'bank',
              outMedium: 'blockchain',
              inCurrencies: ['EUR', 'GBP', 'CHF', 'DKK'],
              outCurrencies: ['BTC'],
              inFee: {
                fixed: {
                  EUR: 0,
                  GBP: 0,
                  CHF: 0,
                  DKK: 0,
                },
                percentage: 0.25,
              },
              outFee: {
                fixed: {
                  BTC: 2e-5,
                },
                percentage: 0,
              },
              minimumInAmounts: {
                EUR: 50,
                GBP: 50,
                CHF: 50,
                DKK: 375,
              },
              limitInAmounts: {
                EUR: 100000,
                GBP: 85000,
                CHF: 100000,
                DKK: 745000,
              },
            },
            {
              name: 'Bitcoin to bank account',
              inMedium: 'blockchain',
              outMedium: 'bank',
              inCurrencies: ['BTC'],
              outCurrencies: ['EUR', 'GBP', 'CHF', 'DKK'],
              inFee: {
                fixed: {
                  BTC: 0,
                },
                percentage: 0,
              },
              outFee: {
                fixed: {
                  EUR: 0,
                  GBP: 0,
                  CHF: 0,
                  DKK: 0,
                },
                percentage: 0.25,
              },
              minimumInAmounts: {
                BTC: 0.0005,
              },
              limitInAmounts: {
                BTC: 10,
              },
            },
          ],
          termsUrl: null,
          supportUrl: null,
          btcNetwork: 'testnet',
        },
      },
    },
    getQuote: {
      query: {
        baseAmount: 100,
        baseCurrency: 'EUR',
        quoteCurrency: 'BTC',
        transferInMedium: 'card',
        transferOutMedium: 'blockchain',
      },
      responses: {
        200: {
          baseAmount: 100,
          baseCurrency: 'EUR',
          quoteAmount: 0.00111591,
          quoteCurrency: 'BTC',
          transferIn: {
            medium: 'card',
            feeAmount: 3,
            currency: 'EUR',
          },
          transferOut: {
            medium: 'blockchain',
            feeAmount: 2e-5,
            currency: 'BTC',
          },
        },
      },
    },
    getSession: {
      responses: {
        200: {
          signedIn: true,
          email: 'ada.lovelace@example.com',
          trustedEmail: false,
        },
      },
    },
    openWidgetSession: {
      body: {
        token: 'wst_eyJlbWFpbCI6ImdyYWNlQGV4YW1wbGUuY29tIn0.c2lnbmF0dXJl',
      },
      responses: {
        200: {
          signedIn: true,
          email: 'ada.lovelace@example.com',
          trustedEmail: false,
        },
      },
    },
    logout: {},
    startIdentification: {
      body: {
        deviceType: 'desktop',
      },
      responses: {
        201: {
          id: '76b5b7e2-470f-40ec-9abc-b7bfc6c3871d',
          state: 'pending',
          createTime: '2026-11-29T02:49:34.200Z',
          approveTime: null,
          expireTime: '2026-11-30T02:49:34.200Z',
          redirectUrl: 'http://localhost:4000/sandbox/identity/76b5b7e2-470f-40ec-9abc-b7bfc6c3871d',
          sdkToken: null,
          returnUrl: 'http://localhost:4000/api/kyc/return',
          rejectReason: null,
        },
      },
    },
    listIdentifications: {
      responses: {
        200: [
          {
            id: '76b5b7e2-470f-40ec-9abc-b7bfc6c3871d',
            state: 'pending',
            createTime: '2026-11-29T02:49:34.200Z',
            approveTime: null,
            expireTime: '2026-11-30T02:49:34.200Z',
            redirectUrl: 'http://localhost:4000/sandbox/identity/76b5b7e2-470f-40ec-9abc-b7bfc6c3871d',
            sdkToken: null,
            returnUrl: 'http://localhost:4000/api/kyc/return',
            rejectReason: null,
          },
        ],
      },
    },
    getIdentification: {
      params: {
        id: '76b5b7e2-470f-40ec-9abc-b7bfc6c3871d',
      },
      responses: {
        200: {
          id: '76b5b7e2-470f-40ec-9abc-b7bfc6c3871d',
          state: 'pending',
          createTime: '2026-11-29T02:49:34.200Z',
          approveTime: null,
          expireTime: '2026-11-30T02:49:34.200Z',
          redirectUrl: 'http://localhost:4000/sandbox/identity/76b5b7e2-470f-40ec-9abc-b7bfc6c3871d',
          sdkToken: null,
          returnUrl: 'http://localhost:4000/api/kyc/return',
          rejectReason: null,
        },
      },
    },
    kycReturn: {
      query: {
        result: 'submitted',
      },
    },
    getPayment: {
      params: {
        token: 'pt_example-payment-token',
      },
      responses: {
        200: {
          create_time: '2026-11-29T02:49:34.814Z',
          expire_time: '2026-11-29T03:04:34.814Z',
          state: 'new',
          type: 'normal',
          bitcoin: {
            amount: 0.00028684,
            address: 'tb1q8r9lejxg5j6ycft23s5kl054tufvk58qjtach0',
            amount_paid: 0,
            amount_due: 0.00028684,
            payment_uri: 'bitcoin:tb1q8r9lejxg5j6ycft23s5kl054tufvk58qjtach0?amount=0.00028684',
          },
          native: {
            amount: 25,
            currency: 'EUR',
          },
          description: 'Demo order',
          inputs: [],
          return_url: 'http://localhost:4000/shop/?paid=1',
          cancel_url: 'http://localhost:4000/shop/?cancelled=1',
          payments: [],
          sandbox: true,
        },
      },
    },
    paymentEvents: {
      params: {
        token: 'pt_example-payment-token',
      },
      responses: {
        200: 'event: invoice\ndata: {"create_time":"2026-11-29T02:49:34.814Z","expire_time":"2026-11-29T03:04:34.814Z","state":"new","type":"normal","bitcoin":{"amount":0.00028684,"address":"tb1q8r9lejxg5j6ycft23s5kl054tufvk58qjtach0","amount_paid":0,"amount_due":0.00028684,"payment_uri":"bitcoin:tb1q8r9lejxg5j6ycft23s5kl054tufvk58qjtach0?amount=0.00028684"},"native":{"amount":25,"currency":"EUR"},"description":"Demo order","inputs":[],"return_url":"http://localhost:4000/shop/?paid=1","cancel_url":"http://localhost:4000/shop/?cancelled=1","payments":[],"sandbox":true}\n\n',
      },
    },
    getInputCurrencies: {
      params: {
        token: 'pt_example-payment-token',
      },
      responses: {
        200: {
          currencies: [
            {
              currency: 'BCH',
              name: 'Bitcoin Cash',
              rate: 0.0024712684,
              baseCurrency: 'EUR',
              limits: {
                minimum: 8.76,
                maximum: 437983,
              },
            },
            {
              currency: 'DASH',
              name: 'Dash',
              baseCurrency: 'EUR',
              limits: {
                minimum: 8.76,
                maximum: 437983,
              },
            },
            {
              currency: 'DOGE',
              name: 'Dogecoin',
              rate: 3.0094260736,
              baseCurrency: 'EUR',
              limits: {
                minimum: 8.76,
                maximum: 437983,
              },
            },
            {
              currency: 'ETH',
              name: 'Ethereum',
              rate: 0.0003217924,
              baseCurrency: 'EUR',
              limits: {
                minimum: 8.76,
                maximum: 437983,
              },
            },
            {
              currency: 'LTC',
              name: 'Litecoin',
              rate: 0.0117499021,
              baseCurrency: 'EUR',
              limits: {
                minimum: 8.76,
                maximum: 437983,
              },
            },
            {
              currency: 'USDT',
              name: 'Tether USD',
              rate: 1.0399138599,
              baseCurrency: 'EUR',
              limits: {
                minimum: 8.76,
                maximum: 437983,
              },
            },
            {
              currency: 'XRP',
              name: 'XRP',
              rate: 0.4645964021,
              baseCurrency: 'EUR',
              limits: {
                minimum: 8.76,
                maximum: 437983,
              },
            },
          ],
        },
      },
    },
    chooseInputCurrency: {
      params: {
        token: 'pt_example-payment-token',
      },
      body: {
        currency: 'LTC',
        return_address: 'tltc1qexampleexampleexampleexampleexample00',
      },
      responses: {
        200: {
          create_time: '2026-11-29T02:49:34.847Z',
          expire_time: '2026-11-29T03:04:34.847Z',
          state: 'new',
          type: 'normal',
          bitcoin: {
            amount: 0.00028684,
            address: 'tb1qz5y8sv8s84ddklr930pe9m0vvyk3tpwhp669nz',
            amount_paid: 0,
            amount_due: 0.00028684,
            payment_uri: 'bitcoin:tb1qz5y8sv8s84ddklr930pe9m0vvyk3tpwhp669nz?amount=0.00028684',
          },
          native: {
            amount: 25,
            currency: 'EUR',
          },
          description: 'Demo order 2',
          inputs: [
            {
              currency: 'LTC',
              amount: 0.2952305,
              address: 'ltc-test-qcZajnGLacZqi5SBFAVHLVEY43725Crr',
              return_address: 'tltc1qexampleexampleexampleexampleexample00',
              payment_uri: 'litecoin:ltc-test-qcZajnGLacZqi5SBFAVHLVEY43725Crr?amount=0.2952305',
              verified: false,
              timestamp: '2026-11-29T02:49:34.851Z',
            },
          ],
          return_url: 'http://localhost:4000/shop/?paid=1',
          cancel_url: 'http://localhost:4000/shop/?cancelled=1',
          payments: [],
        },
      },
    },
    simulateSandboxPayment: {
      params: {
        token: 'pt_example-payment-token',
      },
      body: {
        amount: 'full',
      },
      responses: {
        200: {
          create_time: '2026-11-29T02:49:34.814Z',
          expire_time: '2026-11-29T03:04:34.814Z',
          state: 'paid',
          type: 'normal',
          bitcoin: {
            amount: 0.00028684,
            address: 'tb1q8r9lejxg5j6ycft23s5kl054tufvk58qjtach0',
            amount_paid: 0.00028684,
            amount_due: 0,
          },
          native: {
            amount: 25,
            currency: 'EUR',
          },
          description: 'Demo order',
          inputs: [],
          return_url: 'http://localhost:4000/shop/?paid=1',
          cancel_url: 'http://localhost:4000/shop/?cancelled=1',
          payments: [
            {
              time: '2026-11-29T02:49:34.835Z',
              amount: 0.00028684,
              txid: 'ccf8595fe34294c546bc21bcac8ff37df9b2d32934ce25b2b8b2bea735546198',
              confirmations: 0,
              expired: false,
            },
          ],
        },
      },
    },
    confirmSandboxPayments: {
      params: {
        token: 'pt_example-payment-token',
      },
      responses: {
        200: {
          create_time: '2026-11-29T02:49:34.814Z',
          expire_time: '2026-11-29T03:04:34.814Z',
          state: 'complete',
          type: 'normal',
          bitcoin: {
            amount: 0.00028684,
            address: 'tb1q8r9lejxg5j6ycft23s5kl054tufvk58qjtach0',
            amount_paid: 0.00028684,
            amount_due: 0,
          },
          native: {
            amount: 25,
            currency: 'EUR',
          },
          description: 'Demo order',
          inputs: [],
          return_url: 'http://localhost:4000/shop/?paid=1',
          cancel_url: 'http://localhost:4000/shop/?cancelled=1',
          payments: [
            {
              time: '2026-11-29T02:49:34.835Z',
              amount: 0.00028684,
              txid: 'ccf8595fe34294c546bc21bcac8ff37df9b2d32934ce25b2b8b2bea735546198',
              confirmations: 6,
              expired: false,
            },
          ],
        },
      },
    },
    createDemoInvoice: {
      body: {
        amount: 25,
        currency: 'EUR',
        description: 'Demo order',
      },
      responses: {
        201: {
          paymentUrl: 'http://localhost:4000/pay/pt_example-payment-token',
        },
      },
    },
    getAddress: {
      responses: {
        200: {
          street: 'Nørregade 10',
          city: 'Copenhagen',
          postalCode: '1165',
          country: 'DK',
          state: null,
        },
      },
    },
    submitAddress: {
      body: {
        street: 'Nørregade 10',
        city: 'Copenhagen',
        postalCode: '1165',
      },
      responses: {
        201: {},
      },
    },
    getTradeVolumeBuckets: {
      responses: {
        200: [
          {
            id: 1,
            lt: 10000,
            currency: 'EUR',
          },
          {
            id: 2,
            lt: 50000,
            gte: 10000,
            currency: 'EUR',
          },
          {
            id: 3,
            lt: 250000,
            gte: 50000,
            currency: 'EUR',
          },
          {
            id: 4,
            lt: 1000000,
            gte: 250000,
            currency: 'EUR',
          },
          {
            id: 5,
            gte: 1000000,
            currency: 'EUR',
          },
        ],
      },
    },
    submitSourceOfFunds: {
      body: {
        originOfFunds: 'savings',
        annualTradeVolumeBucketId: 1,
        areFundsFromLegalActivities: true,
      },
      responses: {
        201: {},
      },
    },
    submitCorporateDetails: {
      body: {
        name: 'Acme GmbH',
        industry: 'education',
        description: 'Language courses for adults',
      },
      responses: {
        201: {},
      },
    },
    submitShareholderRelation: {
      body: {
        shareholderRelationState: 'not_related',
      },
      responses: {
        200: {},
      },
    },
    submitPep: {
      body: {
        pepState: 'non_pep',
      },
      responses: {
        201: {},
      },
    },
    grantWidgetSession: {
      body: {
        email: 'grace@example.com',
        ttlSeconds: 600,
      },
      responses: {
        201: {
          token: 'wst_eyJlbWFpbCI6ImdyYWNlQGV4YW1wbGUuY29tIn0.c2lnbmF0dXJl',
          expiresAt: '2026-11-29T02:59:34.853Z',
        },
      },
    },
    submitPartnerKyc: {
      body: {
        traderId: 2,
        externalId: 'review-2026-0042',
        state: 'completed',
        approveTime: '2026-11-20T10:00:00Z',
        createTime: '2026-11-20T09:00:00Z',
        pep: {
          approved: true,
          approveTime: '2026-11-20T10:00:00Z',
        },
        sanction: {
          approved: true,
          approveTime: '2026-11-20T10:00:00Z',
        },
        profile: {
          citizenCountry: 'AT',
          name: 'Erika Mustermann',
          dateOfBirth: '1990-01-31',
          address: {
            street: 'Main Street 1',
            city: 'Vienna',
            state: '',
            postalCode: '1010',
            country: 'AT',
          },
        },
      },
      responses: {
        200: {
          id: 'cef9f08e-56a9-43f0-a1b4-bcd26a2b7042',
          externalId: 'review-2026-0042',
        },
      },
    },
    uploadPartnerKycDocument: {
      params: {
        reviewId: 'cef9f08e-56a9-43f0-a1b4-bcd26a2b7042',
      },
      headers: {
        'content-type': 'application/pdf',
        'x-upload-external-id': 'doc-0042-passport',
        'x-upload-document-type': 'passport',
        'x-upload-filename': 'passport.pdf',
      },
      responses: {
        201: {
          id: '81ada3ad-599f-4d23-b763-05b11fc58550',
          externalId: 'doc-0042-passport',
        },
      },
    },
    getServiceTime: {
      responses: {
        200: {
          now: '2026-11-29T02:49:33.754Z',
        },
      },
    },
    signup: {
      body: {
        email: 'ada.lovelace@example.com',
        password: 'correct horse battery staple',
        accountType: 'individual',
        profile: {
          address: {
            country: 'DK',
          },
        },
        consentAdditionalMails: false,
        termsAccepted: true,
      },
      responses: {
        201: {
          traderId: 1,
          accountType: 'individual',
          emailVerified: false,
        },
      },
    },
    resendEmailCode: {
      responses: {
        200: {},
      },
    },
    verifyEmailCode: {
      body: {
        code: '493027',
      },
      responses: {
        200: {},
      },
    },
    login: {
      body: {
        email: 'ada.lovelace@example.com',
        password: 'correct horse battery staple',
      },
      responses: {
        200: {
          signedIn: true,
          email: 'ada.lovelace@example.com',
          trustedEmail: false,
        },
      },
    },
    startPasswordReset: {
      body: {
        email: 'ada.lovelace@example.com',
      },
      responses: {
        200: {},
      },
    },
    checkPasswordResetCode: {
      body: {
        email: 'ada.lovelace@example.com',
        code: '718254',
      },
      responses: {
        200: {},
      },
    },
    completePasswordReset: {
      body: {
        password: 'battery staple horse correct',
      },
      responses: {
        200: {
          signedIn: true,
          email: 'ada.lovelace@example.com',
          trustedEmail: false,
        },
      },
    },
    getTrader: {
      responses: {
        200: {
          id: 1,
          email: 'ada.lovelace@example.com',
          personalInformation: null,
          corporateDetails: null,
          isEmailVerified: true,
          identificationState: 'pending',
          corporateDetailsState: 'N/A',
          addressState: 'approved',
          sourceOfFundsState: 'approved',
          kybState: 'N/A',
          enhancedDueDiligenceState: 'approved',
          shareholderRelationState: 'N/A',
          proofOfSourceOfFundsState: 'pending',
          enhancedProofOfSourceOfFundsState: 'pending',
          pepState: 'non_pep',
          tradeSubscriptionsAllowed: false,
          consentAdditionalMails: false,
          accountType: 'individual',
          defaultCurrency: 'EUR',
          profile: {
            name: null,
            gender: null,
            mobile: {
              countryCode: null,
              number: null,
            },
            address: {
              street: 'Nørregade 10',
              zipcode: '1165',
              city: 'Copenhagen',
              state: null,
              country: 'DK',
            },
          },
          level: {
            id: 1,
            name: '1',
            currency: 'EUR',
            feePercentage: 3,
            limits: {
              card: {
                in: {
                  daily: 300,
                  yearly: 1000,
                },
              },
              bank: {
                in: {
                  daily: 1000,
                },
                out: {
                  daily: 1000,
                },
              },
            },
            requirements: [],
          },
          currentLimits: {
            card: {
              in: 300,
            },
            bank: {
              in: 1000,
              out: 1000,
            },
          },
          canTrade: true,
          canTradeAfter: null,
          cannotTradeReason: null,
        },
      },
    },
    listPaymentMethods: {
      query: {
        inCurrency: 'EUR',
        outCurrency: 'BTC',
      },
      responses: {
        200: [
          {
            inMedium: 'card',
            outMedium: 'blockchain',
            name: 'Card to Bitcoin',
            inCurrencies: ['EUR', 'USD', 'GBP', 'CHF', 'DKK'],
            outCurrencies: ['BTC'],
            inCurrency: 'EUR',
            outCurrency: 'BTC',
            inFixedFees: {
              EUR: 0,
              USD: 0,
              GBP: 0,
              CHF: 0,
              DKK: 0,
            },
            outFixedFees: {
              BTC: 2e-5,
            },
            inPercentageFee: 3,
            outPercentageFee: 0,
            minimumInAmounts: {
              EUR: 10,
              USD: 10,
              GBP: 10,
              CHF: 10,
              DKK: 75,
            },
            limitInAmounts: {
              EUR: 1000,
              USD: 1079.1,
              GBP: 839.73,
              CHF: 981.61,
              DKK: 7599.21,
            },
            canTrade: true,
          },
          {
            inMedium: 'bank',
            outMedium: 'blockchain',
            name: 'Bank transfer to Bitcoin',
            inCurrencies: ['EUR', 'GBP', 'CHF', 'DKK'],
            outCurrencies: ['BTC'],
            inCurrency: 'EUR',
            outCurrency: 'BTC',
            inFixedFees: {
              EUR: 0,
              GBP: 0,
              CHF: 0,
              DKK: 0,
            },
            outFixedFees: {
              BTC: 2e-5,
            },
            inPercentageFee: 0.25,
            outPercentageFee: 0,
            minimumInAmounts: {
              EUR: 50,
              GBP: 50,
              CHF: 50,
              DKK: 375,
            },
            limitInAmounts: {
              EUR: 10000,
              GBP: 8397.34,
              CHF: 9816.11,
              DKK: 75992.22,
            },
            canTrade: true,
          },
        ],
      },
    },
    createTradeQuote: {
      body: {
        baseCurrency: 'EUR',
        quoteCurrency: 'BTC',
        baseAmount: -100,
        transferInMedium: 'card',
        transferOutMedium: 'blockchain',
      },
      responses: {
        201: {
          id: 1,
          baseCurrency: 'EUR',
          quoteCurrency: 'BTC',
          baseAmount: -100,
          quoteAmount: 0.00111591,
          transferIn: {
            medium: 'card',
            feeAmount: 3,
            currency: 'EUR',
          },
          transferOut: {
            medium: 'blockchain',
            feeAmount: 2e-5,
            currency: 'BTC',
          },
          issueTime: '2026-11-29T02:49:34.251Z',
          expiryTime: '2026-11-29T03:04:34.251Z',
        },
      },
    },
    getTradeQuote: {
      params: {
        id: 1,
      },
      responses: {
        200: {
          id: 1,
          baseCurrency: 'EUR',
          quoteCurrency: 'BTC',
          baseAmount: -100,
          quoteAmount: 0.00111591,
          transferIn: {
            medium: 'card',
            feeAmount: 3,
            currency: 'EUR',
          },
          transferOut: {
            medium: 'blockchain',
            feeAmount: 2e-5,
            currency: 'BTC',
          },
          issueTime: '2026-11-29T02:49:34.251Z',
          expiryTime: '2026-11-29T03:04:34.251Z',
        },
      },
    },
    createTrade: {
      body: {
        priceQuoteId: 1,
        transferIn: {
          medium: 'card',
        },
        transferOut: {
          medium: 'blockchain',
          walletAddress: 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx',
        },
        recurring: {
          frequency: 'monthly',
        },
      },
      responses: {
        201: {
          id: 1,
          traderEmail: 'ada.lovelace@example.com',
          state: 'awaiting_transfer_in',
          inCurrency: 'EUR',
          outCurrency: 'BTC',
          inAmount: 100,
          outAmountExpected: 0.00111591,
          transferIn: {
            state: 'waiting',
            currency: 'EUR',
            sendAmount: 103,
            receiveAmount: 100,
            medium: 'card',
            details: {
              redirectUrl: 'http://localhost:4000/sandbox/card-payments/ec08e700-dae0-43d9-8000-854596c0fd4e',
              returnUrl: 'http://localhost:4000/api/trades/return',
            },
          },
          transferOut: {
            state: 'waiting',
            currency: 'BTC',
            sendAmount: 0.00113591,
            receiveAmount: 0.00111591,
            medium: 'blockchain',
            details: {
              account: 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx',
            },
          },
          quoteExpireTime: '2026-11-29T03:04:34.251Z',
          createTime: '2026-11-29T02:49:34.277Z',
          updateTime: '2026-11-29T02:49:34.277Z',
          recurringBuyId: 1,
        },
      },
    },
    listTrades: {
      responses: {
        200: [
          {
            id: 2,
            traderEmail: 'ada.lovelace@example.com',
            state: 'processing',
            inCurrency: 'EUR',
            outCurrency: 'BTC',
            inAmount: 250,
            outAmountExpected: 0.00281979,
            transferIn: {
              state: 'completed_test',
              currency: 'EUR',
              sendAmount: 250.63,
              receiveAmount: 250,
              medium: 'bank',
              details: {
                referenceText: 'TKL6SRS6S3',
                account: {
                  type: 'sepa',
                  currency: 'EUR',
                  bic: 'TKSBDKKKXXX',
                  number: 'DK5000400440116243',
                },
                bank: {
                  name: 'Tradekit Sandbox Bank',
                  address: {
                    street: 'Bankvej 1',
                    zipcode: '1000',
                    city: 'Copenhagen',
                    country: 'DK',
                  },
                },
                holder: {
                  name: 'Tradekit Sandbox ApS',
                  address: {
                    street: 'Handelsvej 2',
                    zipcode: '1000',
                    city: 'Copenhagen',
                    country: 'DK',
                  },
                },
              },
            },
            transferOut: {
              state: 'waiting',
              currency: 'BTC',
              sendAmount: 0.00283979,
              receiveAmount: 0.00281979,
              medium: 'blockchain',
              details: {
                account: 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx',
              },
            },
            quoteExpireTime: '2026-11-29T03:04:34.327Z',
            createTime: '2026-11-29T02:49:34.330Z',
            updateTime: '2026-11-29T02:49:34.345Z',
            recurringBuyId: null,
          },
          {
            id: 1,
            traderEmail: 'ada.lovelace@example.com',
            state: 'cancelled',
            inCurrency: 'EUR',
            outCurrency: 'BTC',
            inAmount: 100,
            outAmountExpected: 0.00111591,
            transferIn: {
              state: 'expired',
              currency: 'EUR',
              sendAmount: 103,
              receiveAmount: 100,
              medium: 'card',
              details: {
                redirectUrl: 'http://localhost:4000/sandbox/card-payments/ec08e700-dae0-43d9-8000-854596c0fd4e',
                returnUrl: 'http://localhost:4000/api/trades/return',
              },
            },
            transferOut: {
              state: 'cancelled',
              currency: 'BTC',
              sendAmount: 0.00113591,
              receiveAmount: 0.00111591,
              medium: 'blockchain',
              details: {
                account: 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx',
              },
            },
            createTime: '2026-11-29T02:49:34.277Z',
            updateTime: '2026-11-29T02:49:34.321Z',
            recurringBuyId: 1,
          },
        ],
      },
    },
    getTrade: {
      params: {
        id: 1,
      },
      responses: {
        200: {
          id: 1,
          traderEmail: 'ada.lovelace@example.com',
          state: 'awaiting_transfer_in',
          inCurrency: 'EUR',
          outCurrency: 'BTC',
          inAmount: 100,
          outAmountExpected: 0.00111591,
          transferIn: {
            state: 'waiting',
            currency: 'EUR',
            sendAmount: 103,
            receiveAmount: 100,
            medium: 'card',
            details: {
              redirectUrl: 'http://localhost:4000/sandbox/card-payments/ec08e700-dae0-43d9-8000-854596c0fd4e',
              returnUrl: 'http://localhost:4000/api/trades/return',
            },
          },
          transferOut: {
            state: 'waiting',
            currency: 'BTC',
            sendAmount: 0.00113591,
            receiveAmount: 0.00111591,
            medium: 'blockchain',
            details: {
              account: 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx',
            },
          },
          quoteExpireTime: '2026-11-29T03:04:34.251Z',
          createTime: '2026-11-29T02:49:34.277Z',
          updateTime: '2026-11-29T02:49:34.277Z',
          recurringBuyId: 1,
        },
      },
    },
    cancelTrade: {
      params: {
        id: 1,
      },
      responses: {
        200: {
          id: 1,
          traderEmail: 'ada.lovelace@example.com',
          state: 'cancelled',
          inCurrency: 'EUR',
          outCurrency: 'BTC',
          inAmount: 100,
          outAmountExpected: 0.00111591,
          transferIn: {
            state: 'expired',
            currency: 'EUR',
            sendAmount: 103,
            receiveAmount: 100,
            medium: 'card',
            details: {
              redirectUrl: 'http://localhost:4000/sandbox/card-payments/ec08e700-dae0-43d9-8000-854596c0fd4e',
              returnUrl: 'http://localhost:4000/api/trades/return',
            },
          },
          transferOut: {
            state: 'cancelled',
            currency: 'BTC',
            sendAmount: 0.00113591,
            receiveAmount: 0.00111591,
            medium: 'blockchain',
            details: {
              account: 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx',
            },
          },
          createTime: '2026-11-29T02:49:34.277Z',
          updateTime: '2026-11-29T02:49:34.321Z',
          recurringBuyId: 1,
        },
      },
    },
    tradeEvents: {
      params: {
        id: 1,
      },
      responses: {
        200: 'event: trade\ndata: {"id":1,"traderEmail":"ada.lovelace@example.com","state":"awaiting_transfer_in","inCurrency":"EUR","outCurrency":"BTC","inAmount":100,"outAmountExpected":0.00111591,"transferIn":{"state":"waiting","currency":"EUR","sendAmount":103,"receiveAmount":100,"medium":"card","details":{"redirectUrl":"http://localhost:4000/sandbox/card-payments/ec08e700-dae0-43d9-8000-854596c0fd4e","returnUrl":"http://localhost:4000/api/trades/return"}},"transferOut":{"state":"waiting","currency":"BTC","sendAmount":0.00113591,"receiveAmount":0.00111591,"medium":"blockchain","details":{"account":"tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx"}},"quoteExpireTime":"2026-11-29T03:04:34.251Z","createTime":"2026-11-29T02:49:34.277Z","updateTime":"2026-11-29T02:49:34.277Z","recurringBuyId":1}\n\n',
      },
    },
    testBankTransfer: {
      params: {
        id: 2,
      },
      responses: {
        200: {},
      },
    },
    tradeReturn: {
      query: {
        result: 'success',
        tradeId: '1',
      },
    },
    listBankAccounts: {
      responses: {
        200: [
          {
            id: 1,
            account: {
              type: 'sepa',
              currency: 'EUR',
              bic: 'COBADEFFXXX',
              number: 'DE89370400440532013000',
            },
            bank: {
              name: 'Commerzbank',
              address: {
                street: null,
                zipcode: null,
                city: null,
                country: 'DE',
              },
            },
            holder: {
              name: 'Ada Lovelace',
              address: {
                street: 'Nørregade 10',
                zipcode: '1165',
                city: 'Copenhagen',
                country: 'DK',
              },
            },
            createTime: '2026-11-29T02:49:34.361Z',
            updateTime: '2026-11-29T02:49:34.361Z',
          },
        ],
      },
    },
    createBankAccount: {
      body: {
        account: {
          currency: 'EUR',
          number: 'DE89370400440532013000',
          bic: 'COBADEFFXXX',
        },
        bank: {
          name: 'Commerzbank',
          address: {
            country: 'DE',
          },
        },
        holder: {
          name: 'Ada Lovelace',
          address: {
            street: 'Nørregade 10',
            zipcode: '1165',
            city: 'Copenhagen',
            country: 'DK',
          },
        },
      },
      responses: {
        201: {
          id: 1,
          account: {
            type: 'sepa',
            currency: 'EUR',
            bic: 'COBADEFFXXX',
            number: 'DE89370400440532013000',
          },
          bank: {
            name: 'Commerzbank',
            address: {
              street: null,
              zipcode: null,
              city: null,
              country: 'DE',
            },
          },
          holder: {
            name: 'Ada Lovelace',
            address: {
              street: 'Nørregade 10',
              zipcode: '1165',
              city: 'Copenhagen',
              country: 'DK',
            },
          },
          createTime: '2026-11-29T02:49:34.361Z',
          updateTime: '2026-11-29T02:49:34.361Z',
        },
      },
    },
    deleteBankAccount: {
      params: {
        id: 1,
      },
    },
    listRecurringBuys: {
      responses: {
        200: [
          {
            id: 1,
            amount: 100,
            currency: 'EUR',
            isActive: true,
            frequency: 'monthly',
            receivingAccount: 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx',
            endTime: null,
            nextTime: '2026-12-29T02:49:34.277Z',
          },
        ],
      },
    },
    stopRecurringBuy: {
      params: {
        id: 1,
      },
      responses: {
        200: {
          id: 1,
          amount: 100,
          currency: 'EUR',
          isActive: false,
          frequency: 'monthly',
          receivingAccount: 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx',
          endTime: null,
          nextTime: null,
        },
      },
    },
  },
  merchantCallback: { body: merchantCallbackExample },
  partnerWebhook: { body: tradeWebhookExamples['trade.completed'] },
} satisfies Record<BffRouteName, OperationExamples>;
