// Browser API routes of a signed-in trader: profile steps and identity verification. Browser-safe.
import { z } from 'zod';
import { IdentificationAttempt, IdentificationAttempts } from '../contract/trade/identification';
import { PepDeclarationRequest } from '../contract/trade/pep';
import {
  Address,
  AddressRequest,
  AnnualTradeVolumeBuckets,
  CorporateDetailsRequest,
  ShareholderRelationRequest,
  SourceOfFundsRequest,
  Trader,
} from '../contract/trade/traders';
import { Done, KycReturnQuery, StartIdentificationRequest } from './schemas';
import { defineRoutes } from './route-types';

const AttemptParams = z.object({ id: z.string().min(1).max(100) });

export const traderRoutes = defineRoutes({
  // ---- trader profile
  getTrader: {
    method: 'GET',
    path: '/trader',
    summary: 'The trader and where each step stands.',
    auth: 'session',
    response: Trader,
  },
  getAddress: { method: 'GET', path: '/trader/address', summary: 'The address.', auth: 'session', response: Address },
  submitAddress: {
    method: 'POST',
    path: '/trader/address',
    summary: 'Provide street, city and postal code.',
    auth: 'session',
    body: AddressRequest,
    status: 201,
    response: Done,
  },
  getTradeVolumeBuckets: {
    method: 'GET',
    path: '/trader/source-of-funds/buckets',
    summary: 'Annual trade volume buckets to choose from.',
    auth: 'session',
    response: AnnualTradeVolumeBuckets,
  },
  submitSourceOfFunds: {
    method: 'POST',
    path: '/trader/source-of-funds',
    summary: 'Declare the source of funds.',
    auth: 'session',
    body: SourceOfFundsRequest,
    status: 201,
    response: Done,
  },
  submitCorporateDetails: {
    method: 'POST',
    path: '/trader/corporate-details',
    summary: 'Corporate traders: company details.',
    auth: 'session',
    body: CorporateDetailsRequest,
    status: 201,
    response: Done,
  },
  submitShareholderRelation: {
    method: 'POST',
    path: '/trader/shareholder-relation',
    summary: 'Corporate traders: whether the user is related to a shareholder.',
    auth: 'session',
    body: ShareholderRelationRequest,
    response: Done,
  },
  submitPep: {
    method: 'POST',
    path: '/trader/pep',
    summary: 'Declare politically exposed person status.',
    auth: 'session',
    body: PepDeclarationRequest,
    status: 201,
    response: Done,
  },
  // ---- identity verification
  startIdentification: {
    method: 'POST',
    path: '/kyc/attempts',
    summary: 'Start an identification attempt; send the user to its `redirectUrl`.',
    auth: 'session',
    body: StartIdentificationRequest,
    status: 201,
    response: IdentificationAttempt,
  },
  listIdentifications: {
    method: 'GET',
    path: '/kyc/attempts',
    summary: 'Identification attempts, newest first.',
    auth: 'session',
    response: IdentificationAttempts,
  },
  getIdentification: {
    method: 'GET',
    path: '/kyc/attempts/:id',
    summary: 'One identification attempt.',
    auth: 'session',
    params: AttemptParams,
    response: IdentificationAttempt,
  },
  kycReturn: {
    method: 'GET',
    path: '/kyc/return',
    summary: 'Where the identity provider sends the user back: a page that tells the widget and closes.',
    auth: 'public',
    query: KycReturnQuery,
    response: 'html',
  },
});
