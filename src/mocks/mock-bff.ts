// A browser API in msw handlers, built from the BFF's route table: requests are validated with the route's own
// schemas, answers follow the contract, and a small in-memory state lets tests and stories walk the whole flow.
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import * as z from 'zod/mini';
import { EMBED_CHECK_PATH, type EmbedCheck } from '../api/contract/bff/embed-check';
import type { BffErrorBody } from '../api/contract/bff/errors';
import { SERVICE_CLOCK_HEADER, SERVICE_TIME_HEADER } from '../api/contract/bff/service-time';
import { API_PATH } from '../api/client/bff-url';
import { bffRoutes, type BffRouteName } from '../api/contract/bff/routes';
import type { PartnerConfig } from '../api/contract/bff/schemas';
import type { AccountType, RejectReason } from '../api/contract/trade/enums';
import type { IdentificationAttempt } from '../api/contract/trade/identification';
import type { AnnualTradeVolumeBuckets, Trader } from '../api/contract/trade/traders';
import { attemptFixture, bucketsFixture, mockBtcPrices, newTrader, partnerConfigFixture } from './fixtures';
import {
  bankAccountAnswers,
  bankAccountState,
  type MockBankAccountOptions,
  type MockBankAccountState,
} from './mock-bank-accounts';
import { createTradesState, tradeAnswers, type MockTradesOptions, type MockTradesState } from './mock-trades';

/** The code the mock accepts for the email and the password reset; anything else is wrong. */
export const MOCK_CODE = '123456';
/** The password the mock accepts at sign-in. */
export const MOCK_PASSWORD = 'correct horse battery staple';
/** Signing up with this email fails with `email_address_and_partner_id_in_use`. */
export const TAKEN_EMAIL = 'taken@example.com';

/** How an identification attempt ends once the user has been to the identity provider. */
export type KycOutcome =
  { state: 'approved' } | { state: 'expired' } | { state: 'rejected'; rejectReason: RejectReason };

export interface MockBffOptions extends MockBankAccountOptions, MockTradesOptions {
  /** The BFF the handlers answer for, as the provider's `bffUrl` (its browser API at `<bffUrl>/api`); default this page's origin. */
  bffUrl?: string;
  config?: PartnerConfig;
  /** The signed-in trader; none means signed out. */
  trader?: Trader;
  /** A trusted widget session for this email (signed out until sign-up, which must use it). */
  trustedEmail?: string;
  attempts?: IdentificationAttempt[];
  /** Annual trade volume buckets; default {@link bucketsFixture}. */
  buckets?: AnnualTradeVolumeBuckets;
  kycOutcome?: KycOutcome;
  /** False keeps a started attempt `pending`, as if the user never went to the provider. Default true. */
  kycProgress?: boolean;
  /** Wrong email codes already entered (more than 5 gives `verification_attempts_exceeded`). */
  invalidCodeAttempts?: number;
  /**
   * How far the service's clock is ahead of this one (ms; negative: behind), read at each answer so a test can move
   * it: a sandbox clock moved on, or a device whose own clock is wrong. Every answer tells it in X-Service-Time, and
   * quotes are issued and expire by it. Default 0.
   */
  serviceAheadMs?: number | (() => number);
  /** The service's clock is the sandbox's: every answer says so (X-Service-Clock), as the BFF in sandbox mode does. */
  sandboxClock?: boolean;
  /** Routes that always fail with this body and status. */
  failures?: Partial<Record<BffRouteName, { status: number; body: BffErrorBody }>>;
  /** Answers of these routes wait this long (ms) first; a function gets the request's URL. */
  latency?: Partial<Record<BffRouteName, number | ((url: URL) => number)>>;
  /** Routes that never answer (loading states in stories). */
  hang?: BffRouteName[];
  /**
   * The BFF refuses this page's origin, given here: every call fails as a browser fails a refused CORS answer (no
   * response), and the BFF's embed check says which origin to add to ALLOWED_ORIGINS.
   */
  refusedOrigin?: string;
}

/** What the mock remembers between requests; tests read it to check what was sent. */
export interface MockBffState extends MockBankAccountState, MockTradesState {
  trader: Trader | undefined;
  attempts: IdentificationAttempt[];
  invalidCodeAttempts: number;
  passwordReset: 'none' | 'started' | 'checked';
  requests: { route: BffRouteName; body: unknown }[];
}

const fail = (status: number, error: string, message: string, field?: string) =>
  HttpResponse.json({ error, message, ...(field ? { field } : {}) } satisfies BffErrorBody, { status });

function invalid(error: z.core.$ZodError) {
  const issue = error.issues[0];
  const field = issue?.path.join('.') || undefined;
  return fail(400, 'invalid_request', `${field ?? 'body'}: ${issue?.message ?? 'invalid'}`, field);
}

function markDone(trader: Trader) {
  const corporate = trader.accountType === 'corporate';
  const profileDone =
    trader.addressState === 'approved' &&
    trader.sourceOfFundsState === 'approved' &&
    trader.pepState !== 'pending' &&
    (!corporate || (trader.corporateDetailsState === 'approved' && trader.shareholderRelationState !== 'pending'));
  if (corporate && profileDone && trader.kybState === 'pending') trader.kybState = 'documents_requested';
}

export function createMockBff(options: MockBffOptions = {}): { handlers: HttpHandler[]; state: MockBffState } {
  const bff = options.bffUrl ?? '';
  const config = options.config ?? partnerConfigFixture;
  const state: MockBffState = {
    trader: options.trader ? structuredClone(options.trader) : undefined,
    attempts: structuredClone(options.attempts ?? []),
    invalidCodeAttempts: options.invalidCodeAttempts ?? 0,
    passwordReset: 'none',
    requests: [],
    ...bankAccountState(options),
    ...createTradesState(options),
  };
  const outcome = options.kycOutcome ?? { state: 'approved' };
  const ahead = options.serviceAheadMs ?? 0;
  const serviceNow = () => Date.now() + (typeof ahead === 'function' ? ahead() : ahead);

  type Handler = (input: { body: unknown; url: URL; params: Record<string, string> }) => Response | Promise<Response>;
  const answer: Partial<Record<BffRouteName, Handler>> = {
    ...bankAccountAnswers(state),
    getConfig: () => HttpResponse.json(config),
    getServiceTime: () => HttpResponse.json({ now: new Date(serviceNow()).toISOString() }),
    getQuote: ({ url }) => {
      const parsed = bffRoutes.getQuote.query.safeParse(Object.fromEntries(url.searchParams));
      if (!parsed.success) return invalid(parsed.error);
      const { baseAmount, baseCurrency, quoteCurrency, transferInMedium, transferOutMedium } = parsed.data;
      const buying = quoteCurrency === 'BTC';
      const fiat = buying ? baseCurrency : quoteCurrency;
      const price = mockBtcPrices[fiat];
      // As the service: the base currency is the one paid in, in the media asked for, within the method's limits.
      const method = config.paymentMethods.find(
        (m) =>
          m.inCurrencies.includes(baseCurrency) &&
          m.outCurrencies.includes(quoteCurrency) &&
          (!transferInMedium || m.inMedium === transferInMedium) &&
          (!transferOutMedium || m.outMedium === transferOutMedium),
      );
      if (price === undefined || !method) {
        return fail(400, 'no_matching_payment_method', 'No payment method trades these.');
      }
      const [minimum, limit] = [method.minimumInAmounts[baseCurrency] ?? 0, method.limitInAmounts[baseCurrency]];
      if (baseAmount < minimum || (limit !== undefined && baseAmount > limit)) {
        return fail(
          400,
          'invalid_request',
          `Invalid query: baseAmount: must be from ${minimum} to ${limit} ${baseCurrency} for ${method.name}.`,
          'baseAmount',
        );
      }
      const inFee = (method.inFee.fixed[baseCurrency] ?? 0) + (baseAmount * method.inFee.percentage) / 100;
      const gross = buying ? baseAmount / price : baseAmount * price;
      const digits = buying ? 8 : 2;
      const round = (value: number) => Number(Math.max(0, value).toFixed(digits));
      const outFee = round((method.outFee.fixed[quoteCurrency] ?? 0) + (gross * method.outFee.percentage) / 100);
      return HttpResponse.json({
        baseAmount,
        baseCurrency,
        quoteAmount: round(gross - outFee),
        quoteCurrency,
        transferIn: {
          medium: method.inMedium,
          feeAmount: Number(inFee.toFixed(buying ? 2 : 8)),
          currency: baseCurrency,
        },
        transferOut: { medium: method.outMedium, feeAmount: outFee, currency: quoteCurrency },
      });
    },
    getSession: () =>
      HttpResponse.json({
        signedIn: state.trader !== undefined,
        email: state.trader?.email ?? options.trustedEmail ?? null,
        trustedEmail: state.trader === undefined && options.trustedEmail !== undefined,
      }),
    signup: ({ body }) => {
      const parsed = bffRoutes.signup.body.safeParse(body);
      if (!parsed.success) return invalid(parsed.error);
      // As the BFF: the partner's terms, when it has some, must be accepted; a trusted session signs up its email.
      if (config.termsUrl !== null && !parsed.data.termsAccepted) {
        return fail(400, 'invalid_request', 'termsAccepted: the terms must be accepted', 'termsAccepted');
      }
      if (options.trustedEmail !== undefined && parsed.data.email !== options.trustedEmail) {
        return fail(400, 'widget_session_email_mismatch', `Sign up with ${options.trustedEmail}.`, 'email');
      }
      if (parsed.data.email === TAKEN_EMAIL) {
        return fail(400, 'email_address_and_partner_id_in_use', 'This email already has an account.', 'email');
      }
      const accountType: AccountType = parsed.data.accountType;
      state.trader = newTrader(accountType, {
        email: parsed.data.email,
        consentAdditionalMails: parsed.data.consentAdditionalMails,
      });
      const trusted = options.trustedEmail !== undefined;
      if (trusted) state.trader.isEmailVerified = true;
      return HttpResponse.json({ traderId: state.trader.id, accountType, emailVerified: trusted }, { status: 201 });
    },
    resendEmailCode: () => {
      state.invalidCodeAttempts = 0;
      return HttpResponse.json({});
    },
    verifyEmailCode: ({ body }) => {
      const parsed = bffRoutes.verifyEmailCode.body.safeParse(body);
      if (!parsed.success) return invalid(parsed.error);
      if (state.invalidCodeAttempts >= 5) {
        return fail(400, 'verification_attempts_exceeded', 'Too many wrong codes; request a new one.', 'code');
      }
      if (parsed.data.code !== MOCK_CODE) {
        state.invalidCodeAttempts += 1;
        return fail(400, 'invalid_verification_code', 'The code is wrong.', 'code');
      }
      if (state.trader) state.trader.isEmailVerified = true;
      return HttpResponse.json({});
    },
    login: ({ body }) => {
      const parsed = bffRoutes.login.body.safeParse(body);
      if (!parsed.success) return invalid(parsed.error);
      if (parsed.data.password !== MOCK_PASSWORD) return fail(400, 'invalid_grant', 'Wrong email or password.');
      state.trader ??= newTrader('individual', { email: parsed.data.email, isEmailVerified: true });
      return HttpResponse.json({ signedIn: true, email: state.trader.email, trustedEmail: false });
    },
    logout: () => {
      state.trader = undefined;
      return new HttpResponse(null, { status: 204 });
    },
    startPasswordReset: ({ body }) => {
      const parsed = bffRoutes.startPasswordReset.body.safeParse(body);
      if (!parsed.success) return invalid(parsed.error);
      state.passwordReset = 'started';
      return HttpResponse.json({});
    },
    checkPasswordResetCode: ({ body }) => {
      const parsed = bffRoutes.checkPasswordResetCode.body.safeParse(body);
      if (!parsed.success) return invalid(parsed.error);
      if (state.passwordReset === 'none') return fail(400, 'password_reset_not_started', 'Start the reset first.');
      if (parsed.data.code !== MOCK_CODE) return fail(400, 'invalid_security_code', 'The code is wrong.', 'code');
      state.passwordReset = 'checked';
      return HttpResponse.json({});
    },
    completePasswordReset: ({ body }) => {
      const parsed = bffRoutes.completePasswordReset.body.safeParse(body);
      if (!parsed.success) return invalid(parsed.error);
      if (state.passwordReset !== 'checked') return fail(400, 'password_reset_not_started', 'Check the code first.');
      state.trader ??= newTrader('individual', { isEmailVerified: true });
      return HttpResponse.json({ signedIn: true, email: state.trader.email, trustedEmail: false });
    },
    getTrader: () => HttpResponse.json(state.trader),
    getTradeVolumeBuckets: () => HttpResponse.json(options.buckets ?? bucketsFixture),
    submitAddress: profileStep('submitAddress', (trader) => (trader.addressState = 'approved')),
    submitSourceOfFunds: profileStep('submitSourceOfFunds', (trader) => (trader.sourceOfFundsState = 'approved')),
    submitCorporateDetails: profileStep('submitCorporateDetails', (trader, body) => {
      trader.corporateDetailsState = 'approved';
      trader.corporateDetails = { name: (body as { name: string }).name };
    }),
    submitShareholderRelation: profileStep('submitShareholderRelation', (trader, body) => {
      trader.shareholderRelationState = (
        body as { shareholderRelationState: 'related' | 'not_related' }
      ).shareholderRelationState;
    }),
    submitPep: profileStep('submitPep', (trader, body) => {
      trader.pepState = (body as { pepState: Trader['pepState'] }).pepState;
    }),
    startIdentification: ({ body }) => {
      const parsed = bffRoutes.startIdentification.body.safeParse(body);
      if (!parsed.success) return invalid(parsed.error);
      const attempt = attemptFixture('pending', null, crypto.randomUUID());
      state.attempts.unshift(attempt);
      return HttpResponse.json(attempt, { status: 201 });
    },
    listIdentifications: () => {
      // Each read moves the newest undecided attempt one step on: pending → processing → the outcome.
      const newest = state.attempts[0];
      if (newest && newest.state === 'processing') {
        Object.assign(
          newest,
          attemptFixture(outcome.state, 'rejectReason' in outcome ? outcome.rejectReason : null, newest.id),
        );
        if (state.trader && outcome.state === 'approved') {
          state.trader.identificationState = 'approved';
          state.trader.tradeSubscriptionsAllowed = true;
        }
      } else if (
        newest &&
        newest.state === 'pending' &&
        options.kycProgress !== false &&
        state.requests.some((r) => r.route === 'startIdentification')
      ) {
        newest.state = 'processing';
      }
      return HttpResponse.json(state.attempts);
    },
    ...tradeAnswers({ options, state, config, fail, invalid, serviceNow }),
  };

  function profileStep(route: BffRouteName, apply: (trader: Trader, body: unknown) => void): Handler {
    return ({ body }) => {
      const schema = (bffRoutes[route] as { body: z.core.$ZodType }).body;
      const parsed = z.safeParse(schema, body);
      if (!parsed.success) return invalid(parsed.error);
      if (!state.trader) return fail(401, 'not_signed_in', 'Sign in first.');
      apply(state.trader, parsed.data);
      markDone(state.trader);
      return HttpResponse.json({}, { status: (bffRoutes[route] as { status?: number }).status ?? 200 });
    };
  }

  /** As the BFF stamps every answer (service-time-routes.ts). */
  const stamped = (response: Response) => {
    response.headers.set(SERVICE_TIME_HEADER, new Date(serviceNow()).toISOString());
    if (options.sandboxClock) response.headers.set(SERVICE_CLOCK_HEADER, 'sandbox');
    return response;
  };

  const refused = options.refusedOrigin;
  const handlers = (Object.keys(answer) as BffRouteName[]).map((name) => {
    const route = bffRoutes[name];
    const method = route.method.toLowerCase() as 'get' | 'post';
    return http[method](`${bff}${API_PATH}${route.path}`, async ({ request, params }) => {
      if (refused) return HttpResponse.error();
      const url = new URL(request.url);
      const latency = options.latency?.[name];
      if (options.hang?.includes(name)) await delay('infinite');
      if (latency !== undefined) await delay(typeof latency === 'function' ? latency(url) : latency);
      const body: unknown = route.method === 'GET' ? undefined : await request.json().catch(() => undefined);
      state.requests.push({ route: name, body });
      const failure = options.failures?.[name];
      if (failure) return HttpResponse.json(failure.body, { status: failure.status });
      const response =
        route.auth === 'session' && !state.trader
          ? fail(401, 'not_signed_in', 'Sign in first.')
          : await answer[name]!({ body, url, params: params as Record<string, string> });
      return stamped(response);
    });
  });
  if (refused) {
    handlers.push(
      http.get(`${bff}${EMBED_CHECK_PATH}`, () =>
        HttpResponse.json<EmbedCheck>({
          allowed: false,
          origin: refused,
          message: `Tradekit: this page's origin ${refused} may not show the widget nor call the BFF. Add ${refused} to ALLOWED_ORIGINS (comma-separated origins) of the BFF and restart it.`,
        }),
      ),
    );
  }
  return { handlers, state };
}
