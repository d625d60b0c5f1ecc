// The browser API route of the signed-in trader: who it is and where each step stands. Its profile steps are in
// routes-profile.ts and identity verification in routes-kyc.ts, so a view that reads the trader carries neither's
// schemas. Browser-safe.
import { Trader } from '../trade/trader';
import { defineRoute } from './route-types';

export const getTrader = defineRoute({
  method: 'GET',
  path: '/trader',
  summary: 'The trader and where each step stands.',
  auth: 'session',
  response: Trader,
});
