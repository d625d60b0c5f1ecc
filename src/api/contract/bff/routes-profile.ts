// Browser API routes of the signed-in trader's profile steps: address, source of funds, corporate details,
// shareholder relation and PEP status. Browser-safe.
import { PepDeclarationRequest } from '../trade/pep';
import {
  Address,
  AddressRequest,
  AnnualTradeVolumeBuckets,
  CorporateDetailsRequest,
  ShareholderRelationRequest,
  SourceOfFundsRequest,
} from '../trade/traders';
import { defineRoute } from './route-types';
import { Done } from './schemas';

export const getAddress = defineRoute({
  method: 'GET',
  path: '/trader/address',
  summary: 'The address.',
  auth: 'session',
  response: Address,
});

export const submitAddress = defineRoute({
  method: 'POST',
  path: '/trader/address',
  summary: 'Provide street, city and postal code.',
  auth: 'session',
  body: AddressRequest,
  status: 201,
  response: Done,
});

export const getTradeVolumeBuckets = defineRoute({
  method: 'GET',
  path: '/trader/source-of-funds/buckets',
  summary: 'Annual trade volume buckets to choose from.',
  auth: 'session',
  response: AnnualTradeVolumeBuckets,
});

export const submitSourceOfFunds = defineRoute({
  method: 'POST',
  path: '/trader/source-of-funds',
  summary: 'Declare the source of funds.',
  auth: 'session',
  body: SourceOfFundsRequest,
  status: 201,
  response: Done,
});

export const submitCorporateDetails = defineRoute({
  method: 'POST',
  path: '/trader/corporate-details',
  summary: 'Corporate traders: company details.',
  auth: 'session',
  body: CorporateDetailsRequest,
  status: 201,
  response: Done,
});

export const submitShareholderRelation = defineRoute({
  method: 'POST',
  path: '/trader/shareholder-relation',
  summary: 'Corporate traders: whether the user is related to a shareholder.',
  auth: 'session',
  body: ShareholderRelationRequest,
  response: Done,
});

export const submitPep = defineRoute({
  method: 'POST',
  path: '/trader/pep',
  summary: 'Declare politically exposed person status.',
  auth: 'session',
  body: PepDeclarationRequest,
  status: 201,
  response: Done,
});
