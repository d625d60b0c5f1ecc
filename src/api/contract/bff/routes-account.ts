// Browser API routes before anyone signs in: partner configuration, quote, the session (a trusted widget session
// too) and logout. Signing in is in routes-sign-in.ts, so the first view carries none of its schemas.
// Browser-safe.
import { ApproximateQuote, ApproximateQuoteQuery } from '../trade/partners';
import { defineRoute } from './route-types';
import { PartnerConfig, SessionStatus, WidgetSessionRequest } from './schemas';

export const getConfig = defineRoute({
  method: 'GET',
  path: '/config',
  summary: 'Partner configuration: currencies, countries, payment methods, locales.',
  auth: 'public',
  response: PartnerConfig,
});

export const getQuote = defineRoute({
  method: 'GET',
  path: '/quote',
  summary: 'An approximate quote, before sign-up.',
  auth: 'public',
  query: ApproximateQuoteQuery,
  response: ApproximateQuote,
});

export const getSession = defineRoute({
  method: 'GET',
  path: '/session',
  summary: 'Whether this browser is signed in.',
  auth: 'public',
  response: SessionStatus,
});

export const openWidgetSession = defineRoute({
  method: 'POST',
  path: '/session/widget',
  summary: "Open a trusted widget session from the token the partner's server got for this user.",
  auth: 'public',
  body: WidgetSessionRequest,
  response: SessionStatus,
});

export const logout = defineRoute({
  method: 'POST',
  path: '/logout',
  summary: 'Sign out: revoke upstream and forget the session.',
  auth: 'public',
  status: 204,
  response: 'empty',
});
