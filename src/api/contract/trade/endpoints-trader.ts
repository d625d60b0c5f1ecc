// Endpoints of the signed-in trader: its profile steps and identity verification.
import { defineEndpoints } from '../endpoint';
import {
  CreateIdentificationAttemptRequest,
  IdentificationAttempt,
  IdentificationAttemptParams,
  IdentificationAttempts,
} from './identification';
import { PepDeclarationRequest } from './pep';
import { EmptyObject } from './primitives';
import {
  alreadyProvided,
  bearerAuthResponses,
  codes,
  corporateOnlyForbidden,
  errorResponse,
  invalidRequest,
} from './responses';
import { UpdateTraderRequest } from './trader';
import {
  Address,
  AddressRequest,
  AnnualTradeVolumeBuckets,
  CorporateDetailsRequest,
  ShareholderRelationRequest,
  SourceOfFundsRequest,
  Trader,
} from './traders';

const created = { description: 'Stored.', schema: EmptyObject };

export const traderEndpoints = defineEndpoints({
  getTrader: {
    operationId: 'getTrader',
    method: 'GET',
    path: '/traders/me',
    summary: 'The signed-in trader',
    tags: ['Traders'],
    auth: 'bearer',
    responses: {
      200: { description: 'The trader.', schema: Trader },
      ...bearerAuthResponses,
      404: errorResponse('The user has no trader.', codes('trader_not_found')),
    },
  },
  updateTrader: {
    operationId: 'updateTrader',
    method: 'PATCH',
    path: '/traders/me',
    summary: 'Change profile fields',
    description:
      'Not in the spec; older clients of the service (`bitcoin-coinify-client`) change the name, gender, mobile ' +
      'and address fields one at a time with it. Answers the updated trader.',
    tags: ['Traders'],
    auth: 'bearer',
    body: UpdateTraderRequest,
    responses: {
      200: { description: 'The updated trader.', schema: Trader },
      400: invalidRequest(),
      ...bearerAuthResponses,
      404: errorResponse('The user has no trader.', codes('trader_not_found')),
    },
  },
  createAddress: {
    operationId: 'createAddress',
    method: 'POST',
    path: '/traders/me/address',
    summary: 'Provide the address',
    tags: ['Traders'],
    auth: 'bearer',
    body: AddressRequest,
    responses: { 201: created, 400: alreadyProvided, ...bearerAuthResponses },
  },
  getAddress: {
    operationId: 'getAddress',
    method: 'GET',
    path: '/traders/me/address',
    summary: 'The address',
    description: 'Fields not provided yet are null.',
    tags: ['Traders'],
    auth: 'bearer',
    responses: { 200: { description: 'The address.', schema: Address }, ...bearerAuthResponses },
  },
  createCorporateDetails: {
    operationId: 'createCorporateDetails',
    method: 'POST',
    path: '/traders/me/corporate-details',
    summary: 'Provide corporate details',
    description: 'Corporate traders only.',
    tags: ['Traders'],
    auth: 'bearer',
    body: CorporateDetailsRequest,
    responses: { 201: created, 400: alreadyProvided, 401: bearerAuthResponses[401], 403: corporateOnlyForbidden },
  },
  listAnnualTradeVolumeBuckets: {
    operationId: 'listAnnualTradeVolumeBuckets',
    method: 'GET',
    path: '/traders/me/source-of-funds/annual-trade-volume-buckets',
    summary: 'Annual trade volume buckets',
    tags: ['Traders'],
    auth: 'bearer',
    responses: {
      200: { description: 'The buckets to pick `annualTradeVolumeBucketId` from.', schema: AnnualTradeVolumeBuckets },
      ...bearerAuthResponses,
    },
  },
  createSourceOfFunds: {
    operationId: 'createSourceOfFunds',
    method: 'POST',
    path: '/traders/me/source-of-funds',
    summary: 'Declare the source of funds',
    description: '`originOfFunds` must be one of the list of the trader account type.',
    tags: ['Traders'],
    auth: 'bearer',
    body: SourceOfFundsRequest,
    responses: { 201: created, 400: alreadyProvided, ...bearerAuthResponses },
  },
  createShareholderRelation: {
    operationId: 'createShareholderRelation',
    method: 'POST',
    path: '/traders/me/shareholder-relation',
    summary: 'Declare the shareholder relation',
    description: 'Corporate traders only.',
    tags: ['Traders'],
    auth: 'bearer',
    body: ShareholderRelationRequest,
    responses: {
      200: { description: 'Stored.', schema: EmptyObject },
      400: alreadyProvided,
      401: bearerAuthResponses[401],
      403: corporateOnlyForbidden,
    },
  },
  createPepDeclaration: {
    operationId: 'createPepDeclaration',
    method: 'POST',
    path: '/traders/me/pep',
    summary: 'Declare the politically exposed person status',
    description: 'Not shown by the spec; designed here (see docs/trade-api-choices.md). Sets `pepState` of the trader.',
    tags: ['Traders'],
    auth: 'bearer',
    body: PepDeclarationRequest,
    responses: { 201: created, 400: alreadyProvided, ...bearerAuthResponses },
  },
  createIdentificationAttempt: {
    operationId: 'createIdentificationAttempt',
    method: 'POST',
    path: '/kyc/identification-attempts',
    summary: 'Start identity verification',
    description:
      'Send the user to `redirectUrl`. With `returnUrl` the user comes back to it with `result=submitted` or ' +
      '`result=failed` appended. In the sandbox the step can be skipped; in production it cannot.',
    tags: ['Identification'],
    auth: 'bearer',
    body: CreateIdentificationAttemptRequest,
    responses: {
      201: { description: 'The attempt.', schema: IdentificationAttempt },
      400: errorResponse(
        'The request is malformed, or the trader is already identified.',
        codes('invalid_request', 'already_provided'),
      ),
      ...bearerAuthResponses,
    },
  },
  getIdentificationAttempt: {
    operationId: 'getIdentificationAttempt',
    method: 'GET',
    path: '/kyc/identification-attempts/{id}',
    summary: 'One identification attempt',
    tags: ['Identification'],
    auth: 'bearer',
    params: IdentificationAttemptParams,
    responses: {
      200: { description: 'The attempt.', schema: IdentificationAttempt },
      ...bearerAuthResponses,
      404: errorResponse('The trader has no attempt with this id.', codes('identification_attempt_not_found')),
    },
  },
  listIdentificationAttempts: {
    operationId: 'listIdentificationAttempts',
    method: 'GET',
    path: '/kyc/identification-attempts',
    summary: 'All identification attempts of the trader',
    tags: ['Identification'],
    auth: 'bearer',
    responses: {
      200: { description: 'Attempts ordered by `createTime`, newest first.', schema: IdentificationAttempts },
      ...bearerAuthResponses,
    },
  },
});
