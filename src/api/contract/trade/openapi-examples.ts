// An example of every Trade API request and response, for the OpenAPI document: recorded from this sandbox (a
// trader signing up, identifying, and buying by card and by bank transfer, then a partner reporting its own KYC
// review), with tokens shortened. src/api/contract/openapi-examples.test.ts checks each against the contract.
import type { OperationExamples } from '../openapi-documentation';
import type { TradeEndpointName } from './endpoints';
import type { PartnerWebhookEvent, TradeWebhookEventName, WebhookEvent } from './webhooks';

/** The partner id the examples carry; a sandbox's document carries its own partner's id instead. */
export const EXAMPLE_PARTNER_ID = '5f0c3b8e-2d4a-4c6b-9e1f-7a8b9c0d1e2f';

export const tradeOpenApiExamples = {
  signupTrader: {
    body: {
      email: 'ada.lovelace@example.com',
      password: 'correct horse battery staple',
      partnerId: EXAMPLE_PARTNER_ID,
      accountType: 'individual',
      profile: {
        address: {
          country: 'DK',
        },
      },
      generateOfflineToken: true,
      consentAdditionalMails: false,
      defaultCurrency: 'EUR',
    },
    responses: {
      201: {
        trader: {
          id: 1,
        },
        offlineToken: 'ot_9VhQx2Lw0bR7sT1mK4pZ8cN6dY3fJ5gE',
      },
    },
  },
  createToken: {
    body: {
      grant_type: 'password',
      partnerId: EXAMPLE_PARTNER_ID,
      email: 'ada.lovelace@example.com',
      password: 'correct horse battery staple',
    },
    responses: {
      200: {
        access_token:
          'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxIiwiZXhwIjoxNzk1OTIxNzIzfQ.3q2-7wAbC9example-signatureXyZ',
        token_type: 'bearer',
        expires_in: 1200,
        refresh_token: 'rt_fAjCr8FWyKQy1WEJohzyVCW1jofu0CSq8PYfPm_Nm7o',
      },
    },
  },
  revokeToken: {
    body: {
      token_type_hint: 'refresh_token',
      token: 'rt_fAjCr8FWyKQy1WEJohzyVCW1jofu0CSq8PYfPm_Nm7o',
    },
  },
  deactivateUser: {},
  requestEmailVerification: {},
  verifyEmail: {
    body: {
      code: '493027',
    },
    responses: {
      200: {},
    },
  },
  updateUser: {
    body: {
      oldPassword: 'correct horse battery staple',
      newPassword: 'battery staple horse correct',
    },
    responses: {
      200: {
        id: 1,
        email: 'ada.lovelace@example.com',
      },
    },
  },
  requestPasswordReset: {
    body: {
      email: 'ada.lovelace@example.com',
      partnerId: EXAMPLE_PARTNER_ID,
    },
    responses: {
      200: {},
    },
  },
  validateSecurityCode: {
    body: {
      email: 'ada.lovelace@example.com',
      partnerId: EXAMPLE_PARTNER_ID,
      code: '718254',
    },
    responses: {
      200: {
        id: 1,
        time: 1795920523,
        token: 'prt_3f9a1c7e5b2d8046',
      },
    },
  },
  resetPassword: {
    body: {
      id: 1,
      token: 'prt_3f9a1c7e5b2d8046',
      time: 1795920523,
      password: 'staple battery horse correct',
    },
    responses: {
      200: {},
    },
  },
  resetOfflineToken: {
    body: {
      email: 'ada.lovelace@example.com',
      partnerId: EXAMPLE_PARTNER_ID,
    },
    responses: {
      200: {
        offlineToken: 'ot_Xc4nR8bV1mQ7wZ2kL9pT5sH3dF6gJ0aY',
      },
    },
  },
  getApproximateQuote: {
    params: {
      partner_id: EXAMPLE_PARTNER_ID,
    },
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
        quoteAmount: 0.001114,
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
  createPartnerKycReview: {
    params: {
      partner_id: EXAMPLE_PARTNER_ID,
    },
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
      201: {
        id: 'cef9f08e-56a9-43f0-a1b4-bcd26a2b7042',
        externalId: 'review-2026-0042',
      },
    },
  },
  uploadPartnerKycDocument: {
    params: {
      partner_id: EXAMPLE_PARTNER_ID,
      review_id: 'cef9f08e-56a9-43f0-a1b4-bcd26a2b7042',
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
  getSupportedCountries: {
    params: {
      id: EXAMPLE_PARTNER_ID,
    },
    responses: {
      200: {
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
    },
  },
  getPartnerPaymentMethods: {
    params: {
      id: EXAMPLE_PARTNER_ID,
    },
    responses: {
      200: {
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
      },
    },
  },
  getTrader: {
    responses: {
      200: {
        id: 1,
        email: 'ada.lovelace@example.com',
        personalInformation: {
          name: 'Ada Lovelace',
        },
        corporateDetails: null,
        isEmailVerified: true,
        identificationState: 'approved',
        corporateDetailsState: 'N/A',
        addressState: 'approved',
        sourceOfFundsState: 'approved',
        kybState: 'N/A',
        enhancedDueDiligenceState: 'approved',
        shareholderRelationState: 'N/A',
        proofOfSourceOfFundsState: 'pending',
        enhancedProofOfSourceOfFundsState: 'pending',
        pepState: 'non_pep',
        tradeSubscriptionsAllowed: true,
        consentAdditionalMails: false,
        accountType: 'individual',
        defaultCurrency: 'EUR',
        profile: {
          name: 'Ada Lovelace',
          gender: null,
          mobile: {
            countryCode: '45',
            number: '12 34 56 78',
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
          id: 2,
          name: '2',
          currency: 'EUR',
          feePercentage: 3,
          limits: {
            card: {
              in: {
                daily: 1000,
                yearly: 10000,
              },
            },
            bank: {
              in: {
                daily: 10000,
              },
              out: {
                daily: 10000,
              },
            },
          },
          requirements: ['identification'],
        },
        currentLimits: {
          card: {
            in: 1000,
          },
          bank: {
            in: 10000,
            out: 10000,
          },
        },
        canTrade: true,
        canTradeAfter: null,
        cannotTradeReason: null,
      },
    },
  },
  updateTrader: {
    body: {
      profile: {
        name: 'Ada Lovelace',
        mobile: {
          countryCode: '45',
          number: '12 34 56 78',
        },
      },
    },
    responses: {
      200: {
        id: 1,
        email: 'ada.lovelace@example.com',
        personalInformation: {
          name: 'Ada Lovelace',
        },
        corporateDetails: null,
        isEmailVerified: true,
        identificationState: 'pending',
        corporateDetailsState: 'N/A',
        addressState: 'pending',
        sourceOfFundsState: 'pending',
        kybState: 'N/A',
        enhancedDueDiligenceState: 'pending',
        shareholderRelationState: 'N/A',
        proofOfSourceOfFundsState: 'pending',
        enhancedProofOfSourceOfFundsState: 'pending',
        pepState: 'pending',
        tradeSubscriptionsAllowed: false,
        consentAdditionalMails: false,
        accountType: 'individual',
        defaultCurrency: 'EUR',
        profile: {
          name: 'Ada Lovelace',
          gender: null,
          mobile: {
            countryCode: '45',
            number: '12 34 56 78',
          },
          address: {
            street: null,
            zipcode: null,
            city: null,
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
  createAddress: {
    body: {
      street: 'Nørregade 10',
      city: 'Copenhagen',
      postalCode: '1165',
    },
    responses: {
      201: {},
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
  createCorporateDetails: {
    body: {
      name: 'Acme GmbH',
      industry: 'education',
      description: 'Language courses for adults',
    },
    responses: {
      201: {},
    },
  },
  listAnnualTradeVolumeBuckets: {
    responses: {
      200: [
        {
          id: 1,
          lt: 10000,
          currency: 'EUR',
        },
        {
          id: 2,
          gte: 10000,
          lt: 50000,
          currency: 'EUR',
        },
        {
          id: 3,
          gte: 50000,
          lt: 250000,
          currency: 'EUR',
        },
        {
          id: 4,
          gte: 250000,
          lt: 1000000,
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
  createSourceOfFunds: {
    body: {
      originOfFunds: 'savings',
      annualTradeVolumeBucketId: 1,
      areFundsFromLegalActivities: true,
    },
    responses: {
      201: {},
    },
  },
  createShareholderRelation: {
    body: {
      shareholderRelationState: 'not_related',
    },
    responses: {
      200: {},
    },
  },
  createPepDeclaration: {
    body: {
      pepState: 'non_pep',
    },
    responses: {
      201: {},
    },
  },
  createIdentificationAttempt: {
    body: {
      returnUrl: 'https://wallet.example/identified',
      deviceType: 'desktop',
    },
    responses: {
      201: {
        id: '11740cfa-6dfd-41b4-bd2b-8d9c009555b7',
        state: 'pending',
        createTime: '2026-11-29T02:48:43.217Z',
        approveTime: null,
        expireTime: '2026-11-30T02:48:43.217Z',
        redirectUrl: 'http://localhost:4000/sandbox/identity/11740cfa-6dfd-41b4-bd2b-8d9c009555b7',
        sdkToken: null,
        returnUrl: 'https://wallet.example/identified',
        rejectReason: null,
      },
    },
  },
  getIdentificationAttempt: {
    params: {
      id: '11740cfa-6dfd-41b4-bd2b-8d9c009555b7',
    },
    responses: {
      200: {
        id: '11740cfa-6dfd-41b4-bd2b-8d9c009555b7',
        state: 'pending',
        createTime: '2026-11-29T02:48:43.217Z',
        approveTime: null,
        expireTime: '2026-11-30T02:48:43.217Z',
        redirectUrl: 'http://localhost:4000/sandbox/identity/11740cfa-6dfd-41b4-bd2b-8d9c009555b7',
        sdkToken: null,
        returnUrl: 'https://wallet.example/identified',
        rejectReason: null,
      },
    },
  },
  listIdentificationAttempts: {
    responses: {
      200: [
        {
          id: '11740cfa-6dfd-41b4-bd2b-8d9c009555b7',
          state: 'pending',
          createTime: '2026-11-29T02:48:43.217Z',
          approveTime: null,
          expireTime: '2026-11-30T02:48:43.217Z',
          redirectUrl: 'http://localhost:4000/sandbox/identity/11740cfa-6dfd-41b4-bd2b-8d9c009555b7',
          sdkToken: null,
          returnUrl: 'https://wallet.example/identified',
          rejectReason: null,
        },
      ],
    },
  },
  listTraderPaymentMethods: {
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
            USD: 1078.46,
            GBP: 837.21,
            CHF: 978.14,
            DKK: 7585.6,
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
            GBP: 8372.12,
            CHF: 9781.47,
            DKK: 75856.12,
          },
          canTrade: true,
        },
      ],
    },
  },
  createPriceQuote: {
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
        quoteAmount: 0.001114,
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
        issueTime: '2026-11-29T02:48:43.252Z',
        expiryTime: '2026-11-29T03:03:43.252Z',
      },
    },
  },
  getPriceQuote: {
    params: {
      id: 1,
    },
    responses: {
      200: {
        id: 1,
        baseCurrency: 'EUR',
        quoteCurrency: 'BTC',
        baseAmount: -100,
        quoteAmount: 0.001114,
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
        issueTime: '2026-11-29T02:48:43.252Z',
        expiryTime: '2026-11-29T03:03:43.252Z',
      },
    },
  },
  createTrade: {
    body: {
      priceQuoteId: 1,
      transferIn: {
        medium: 'card',
        details: {
          returnUrl: 'https://wallet.example/paid',
        },
      },
      transferOut: {
        medium: 'blockchain',
        details: {
          account: 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx',
        },
      },
    },
    responses: {
      201: {
        id: 1,
        traderId: 1,
        traderEmail: 'ada.lovelace@example.com',
        state: 'awaiting_transfer_in',
        inCurrency: 'EUR',
        outCurrency: 'BTC',
        inAmount: 100,
        outAmountExpected: 0.001114,
        transferIn: {
          id: 2,
          state: 'waiting',
          currency: 'EUR',
          sendAmount: 103,
          receiveAmount: 100,
          medium: 'card',
          details: {
            provider: 'sandbox',
            paymentId: 'df49bacb-f83c-4439-bf6d-00d4d192d3f0',
            cardPaymentId: '68dcdb13-e451-42c2-b2d0-c674ed0092e1',
            redirectUrl: 'http://localhost:4000/sandbox/card-payments/df49bacb-f83c-4439-bf6d-00d4d192d3f0',
            returnUrl: 'https://wallet.example/paid',
          },
        },
        transferOut: {
          id: 3,
          state: 'waiting',
          currency: 'BTC',
          sendAmount: 0.001134,
          receiveAmount: 0.001114,
          medium: 'blockchain',
          details: {
            account: 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx',
          },
        },
        quoteExpireTime: '2026-11-29T03:03:43.252Z',
        createTime: '2026-11-29T02:48:43.263Z',
        updateTime: '2026-11-29T02:48:43.263Z',
        tradeSubscriptionId: null,
      },
    },
  },
  listTrades: {
    responses: {
      200: [
        {
          id: 2,
          traderId: 1,
          traderEmail: 'ada.lovelace@example.com',
          state: 'processing',
          inCurrency: 'EUR',
          outCurrency: 'BTC',
          inAmount: 250,
          outAmountExpected: 0.00281502,
          transferIn: {
            id: 4,
            state: 'completed_test',
            currency: 'EUR',
            sendAmount: 250.63,
            receiveAmount: 250,
            medium: 'bank',
            details: {
              referenceText: 'TKFWXPH36X',
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
            id: 5,
            state: 'waiting',
            currency: 'BTC',
            sendAmount: 0.00283502,
            receiveAmount: 0.00281502,
            medium: 'blockchain',
            details: {
              account: 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx',
            },
          },
          quoteExpireTime: '2026-11-29T03:03:43.288Z',
          createTime: '2026-11-29T02:48:43.289Z',
          updateTime: '2026-11-29T02:48:43.311Z',
          tradeSubscriptionId: null,
        },
        {
          id: 1,
          traderId: 1,
          traderEmail: 'ada.lovelace@example.com',
          state: 'cancelled',
          inCurrency: 'EUR',
          outCurrency: 'BTC',
          inAmount: 100,
          outAmountExpected: 0.001114,
          transferIn: {
            id: 2,
            state: 'expired',
            currency: 'EUR',
            sendAmount: 103,
            receiveAmount: 100,
            medium: 'card',
            details: {
              provider: 'sandbox',
              paymentId: 'df49bacb-f83c-4439-bf6d-00d4d192d3f0',
              cardPaymentId: '68dcdb13-e451-42c2-b2d0-c674ed0092e1',
              redirectUrl: 'http://localhost:4000/sandbox/card-payments/df49bacb-f83c-4439-bf6d-00d4d192d3f0',
              returnUrl: 'https://wallet.example/paid',
            },
          },
          transferOut: {
            id: 3,
            state: 'cancelled',
            currency: 'BTC',
            sendAmount: 0.001134,
            receiveAmount: 0.001114,
            medium: 'blockchain',
            details: {
              account: 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx',
            },
          },
          createTime: '2026-11-29T02:48:43.263Z',
          updateTime: '2026-11-29T02:48:43.266Z',
          tradeSubscriptionId: null,
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
        traderId: 1,
        traderEmail: 'ada.lovelace@example.com',
        state: 'awaiting_transfer_in',
        inCurrency: 'EUR',
        outCurrency: 'BTC',
        inAmount: 100,
        outAmountExpected: 0.001114,
        transferIn: {
          id: 2,
          state: 'waiting',
          currency: 'EUR',
          sendAmount: 103,
          receiveAmount: 100,
          medium: 'card',
          details: {
            provider: 'sandbox',
            paymentId: 'df49bacb-f83c-4439-bf6d-00d4d192d3f0',
            cardPaymentId: '68dcdb13-e451-42c2-b2d0-c674ed0092e1',
            redirectUrl: 'http://localhost:4000/sandbox/card-payments/df49bacb-f83c-4439-bf6d-00d4d192d3f0',
            returnUrl: 'https://wallet.example/paid',
          },
        },
        transferOut: {
          id: 3,
          state: 'waiting',
          currency: 'BTC',
          sendAmount: 0.001134,
          receiveAmount: 0.001114,
          medium: 'blockchain',
          details: {
            account: 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx',
          },
        },
        quoteExpireTime: '2026-11-29T03:03:43.252Z',
        createTime: '2026-11-29T02:48:43.263Z',
        updateTime: '2026-11-29T02:48:43.263Z',
        tradeSubscriptionId: null,
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
        traderId: 1,
        traderEmail: 'ada.lovelace@example.com',
        state: 'cancelled',
        inCurrency: 'EUR',
        outCurrency: 'BTC',
        inAmount: 100,
        outAmountExpected: 0.001114,
        transferIn: {
          id: 2,
          state: 'expired',
          currency: 'EUR',
          sendAmount: 103,
          receiveAmount: 100,
          medium: 'card',
          details: {
            provider: 'sandbox',
            paymentId: 'df49bacb-f83c-4439-bf6d-00d4d192d3f0',
            cardPaymentId: '68dcdb13-e451-42c2-b2d0-c674ed0092e1',
            redirectUrl: 'http://localhost:4000/sandbox/card-payments/df49bacb-f83c-4439-bf6d-00d4d192d3f0',
            returnUrl: 'https://wallet.example/paid',
          },
        },
        transferOut: {
          id: 3,
          state: 'cancelled',
          currency: 'BTC',
          sendAmount: 0.001134,
          receiveAmount: 0.001114,
          medium: 'blockchain',
          details: {
            account: 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx',
          },
        },
        createTime: '2026-11-29T02:48:43.263Z',
        updateTime: '2026-11-29T02:48:43.266Z',
        tradeSubscriptionId: null,
      },
    },
  },
  testBankTransfer: {
    params: {
      id: 2,
    },
    body: {
      sendAmount: 250.63,
      currency: 'EUR',
    },
    responses: {
      200: {},
    },
  },
  listSubscriptions: {
    responses: {
      200: [
        {
          id: 1,
          amount: 50,
          currency: 'EUR',
          isActive: true,
          frequency: 'weekly',
          receivingAccount: 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx',
          endTime: null,
          nextTime: '2026-12-06T02:48:43.322Z',
        },
      ],
    },
  },
  updateSubscription: {
    params: {
      id: 1,
    },
    body: {
      isActive: false,
    },
    responses: {
      200: {
        id: 1,
        amount: 50,
        currency: 'EUR',
        isActive: false,
        frequency: 'weekly',
        receivingAccount: 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx',
        endTime: null,
        nextTime: null,
      },
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
          traderId: 1,
          trader_id: 1,
          createTime: '2026-11-29T02:48:43.331Z',
          updateTime: '2026-11-29T02:48:43.331Z',
        },
      ],
    },
  },
  getBankAccount: {
    params: {
      id: 1,
    },
    responses: {
      200: {
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
        traderId: 1,
        trader_id: 1,
        createTime: '2026-11-29T02:48:43.331Z',
        updateTime: '2026-11-29T02:48:43.331Z',
      },
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
        traderId: 1,
        trader_id: 1,
        createTime: '2026-11-29T02:48:43.331Z',
        updateTime: '2026-11-29T02:48:43.331Z',
      },
    },
  },
  deleteBankAccount: {
    params: {
      id: 1,
    },
  },
} satisfies Record<TradeEndpointName, OperationExamples>;

/** The body of each webhook call, by event. */
export const tradeWebhookExamples: Record<PartnerWebhookEvent['event'], PartnerWebhookEvent> = {
  ...{
    'identification-attempt.approved': {
      id: '0b9e3c1a-6f2d-4e8b-9a7c-5d4f3e2b1a09',
      time: '2026-11-29T02:52:10.000Z',
      event: 'identification-attempt.approved',
      context: {
        traderId: 1,
        identificationAttemptId: '11740cfa-6dfd-41b4-bd2b-8d9c009555b7',
        state: 'approved',
        rejectReason: null,
      },
    },
    'identification-attempt.rejected': {
      id: '7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
      time: '2026-11-29T02:52:10.000Z',
      event: 'identification-attempt.rejected',
      context: {
        traderId: 1,
        identificationAttemptId: '11740cfa-6dfd-41b4-bd2b-8d9c009555b7',
        state: 'rejected',
        rejectReason: 'DENIED_EXPIRED_IDENTIFICATION',
      },
    },
  },
  ...tradeEventExamples(),
};

/** The partner webhook secret the example signatures are made with. */
export const EXAMPLE_WEBHOOK_SECRET = 'example-webhook-secret';

/**
 * `X-<Scheme>-Webhook-Signature` of each example body: the HMAC-SHA256 of its compact JSON (`JSON.stringify`) under
 * {@link EXAMPLE_WEBHOOK_SECRET}, so a receiver can test its check against them.
 */
export const tradeWebhookSignatureExamples: Record<WebhookEvent, string> = {
  'identification-attempt.approved': 'bf0a36ad99a00161330dcd08b92506fc2378fc1d84816441e58c1ad934129dd6',
  'identification-attempt.rejected': '5c44281760b25707996078add99513ae7e2c768e27a8379638a28dfef355f5c5',
  'trade.created': 'd47cf834dbc320c2248f39a3e21cb63f1ae2f19ed1247f6c9ba1aeb56d4e3a7c',
  'trade.transfer-in-completed': '4effe484d8ee2560fac2d23a369ec26521bbc08801743baf70f5af2d5551953a',
  'trade.completed': 'a3e83f40820970bc20c4a28dde301d6a9791a8644aa03061cf5edfff21b4c175',
  'trade.cancelled': '18967aac17e73ccfa0ae1b62638d6830d48d11c58f817e0ef6f6952946b1e64d',
  'trade.expired': '4ccf7507396149487e6d056a024b4e44f3a4cc044bde276a14f242760a7a72ca',
  'trade.rejected': '1db3a176f5fc3e1c9d37c428caa48bbcee58d5f7a65ebfd9580520fd83c3c308',
};

function tradeEventExamples(): Record<TradeWebhookEventName, PartnerWebhookEvent> {
  const states = {
    'trade.created': 'awaiting_transfer_in',
    'trade.transfer-in-completed': 'processing',
    'trade.completed': 'completed',
    'trade.cancelled': 'cancelled',
    'trade.expired': 'expired',
    'trade.rejected': 'rejected',
  } as const;
  return Object.fromEntries(
    Object.entries(states).map(([event, state]) => [
      event,
      {
        id: '3e8f1a2b-5c6d-4e7f-8a9b-0c1d2e3f4a5b',
        time: '2026-11-29T02:55:00.000Z',
        event: event as TradeWebhookEventName,
        context: { tradeId: 1, traderId: 1, state },
      },
    ]),
  ) as Record<TradeWebhookEventName, PartnerWebhookEvent>;
}
