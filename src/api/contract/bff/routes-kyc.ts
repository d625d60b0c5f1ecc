// Browser API routes of identity verification: the trader's attempts, starting one, and the page the identity
// provider sends the user back to. Browser-safe.
import * as z from 'zod/mini';
import { checked } from '../schema';
import { IdentificationAttempt, IdentificationAttempts } from '../trade/identification';
import { KycReturnQuery, StartIdentificationRequest } from './kyc';
import { defineRoute } from './route-types';

const AttemptParams = z.object({ id: checked(z.string(), z.minLength(1), z.maxLength(100)) });

export const startIdentification = defineRoute({
  method: 'POST',
  path: '/kyc/attempts',
  summary: 'Start an identification attempt; send the user to its `redirectUrl`.',
  auth: 'session',
  body: StartIdentificationRequest,
  status: 201,
  response: IdentificationAttempt,
});

export const listIdentifications = defineRoute({
  method: 'GET',
  path: '/kyc/attempts',
  summary: 'Identification attempts, newest first.',
  auth: 'session',
  response: IdentificationAttempts,
});

export const getIdentification = defineRoute({
  method: 'GET',
  path: '/kyc/attempts/:id',
  summary: 'One identification attempt.',
  auth: 'session',
  params: AttemptParams,
  response: IdentificationAttempt,
});

export const kycReturn = defineRoute({
  method: 'GET',
  path: '/kyc/return',
  summary: 'Where the identity provider sends the user back: a page that tells the window that opened it and closes.',
  auth: 'public',
  query: KycReturnQuery,
  response: 'html',
});
