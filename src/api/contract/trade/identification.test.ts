import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { finalIdentificationAttemptStates, IdentificationAttemptState, RejectReason } from './enums';
import {
  canTransitionIdentificationAttempt,
  CreateIdentificationAttemptRequest,
  IdentificationAttempt,
  IdentificationAttempts,
  returnUrlWithResult,
} from './identification';
import { issuesOf } from './test-support';

const attempt = {
  id: '0b8e2c7a-3d8f-4a55-9a3e-3c9b7b6d1f20',
  state: 'pending',
  createTime: '2024-05-01T12:00:00Z',
  approveTime: null,
  expireTime: null,
  redirectUrl: 'https://idp.example.com/start/abc',
  sdkToken: null,
  returnUrl: null,
  rejectReason: null,
};

describe('CreateIdentificationAttemptRequest', () => {
  it('spec: returnUrl and deviceType are optional', () => {
    expect(CreateIdentificationAttemptRequest.parse({})).toEqual({});
    expect(
      CreateIdentificationAttemptRequest.parse({ returnUrl: 'https://shop.example/kyc?x=1', deviceType: 'ios' }),
    ).toEqual({ returnUrl: 'https://shop.example/kyc?x=1', deviceType: 'ios' });
  });

  it('spec: returnUrl is an absolute http(s) URL (localhost too, for sandbox integrations)', () => {
    expect(CreateIdentificationAttemptRequest.safeParse({ returnUrl: 'http://localhost:5173/back' }).success).toBe(
      true,
    );
    for (const returnUrl of ['/back', 'javascript:alert(1)', 'ftp://example.com/', 'example.com']) {
      expect(issuesOf(CreateIdentificationAttemptRequest, { returnUrl })).toEqual([
        'returnUrl: must be an absolute http or https URL',
      ]);
    }
  });

  it('spec: a blank deviceType is detected from the User-Agent (treated as absent)', () => {
    expect(CreateIdentificationAttemptRequest.parse({ deviceType: '' }).deviceType).toBeUndefined();
    expect(CreateIdentificationAttemptRequest.parse({ deviceType: null }).deviceType).toBeUndefined();
    expect(issuesOf(CreateIdentificationAttemptRequest, { deviceType: 'tablet' })[0]).toMatch(/^deviceType: /);
  });
});

describe('IdentificationAttempt', () => {
  it('spec: every field of the attempt object', () => {
    expect(IdentificationAttempt.parse(attempt)).toEqual(attempt);
    const approved = {
      ...attempt,
      state: 'approved',
      approveTime: '2024-05-01T12:05:00.123+02:00',
      returnUrl: 'https://shop.example/back',
    };
    expect(IdentificationAttempt.parse(approved)).toEqual(approved);
  });

  it('spec: sdkToken is deprecated and always null', () => {
    expect(issuesOf(IdentificationAttempt, { ...attempt, sdkToken: 'tok' })).toEqual([
      'sdkToken: Invalid input: expected null, received string',
    ]);
  });

  it('spec: rejectReason is set when state is rejected', () => {
    expect(issuesOf(IdentificationAttempt, { ...attempt, state: 'rejected' })).toEqual([
      'rejectReason: required when state is rejected',
    ]);
    for (const rejectReason of RejectReason.options) {
      expect(IdentificationAttempt.safeParse({ ...attempt, state: 'rejected', rejectReason }).success).toBe(true);
    }
  });

  it('spec: timestamps are ISO 8601', () => {
    expect(issuesOf(IdentificationAttempt, { ...attempt, createTime: '01.05.2024' })).toEqual([
      'createTime: must be an ISO 8601 date-time, e.g. 2024-05-01T12:00:00Z',
    ]);
  });

  it('spec: the list is an array of attempts', () => {
    expect(IdentificationAttempts.parse([attempt, attempt])).toHaveLength(2);
  });
});

describe('returnUrlWithResult', () => {
  it('spec: result is appended with ? to a URL without a query string', () => {
    expect(returnUrlWithResult('https://shop.example/back', 'submitted')).toBe(
      'https://shop.example/back?result=submitted',
    );
  });

  it('spec: result is appended with & when the URL already has a query string', () => {
    expect(returnUrlWithResult('https://shop.example/back?order=7', 'failed')).toBe(
      'https://shop.example/back?order=7&result=failed',
    );
  });

  it('design: result goes before a #fragment, so the browser still sends it', () => {
    expect(returnUrlWithResult('https://shop.example/back?a=1#top', 'submitted')).toBe(
      'https://shop.example/back?a=1&result=submitted#top',
    );
  });

  it('spec: the result is always readable from the URL, whatever query it had', () => {
    fc.assert(
      fc.property(
        fc.webUrl({ withQueryParameters: true, withFragments: true }),
        fc.constantFrom('submitted', 'failed'),
        (url, result) => {
          const withResult = new URL(returnUrlWithResult(url, result));
          return withResult.searchParams.getAll('result').at(-1) === result;
        },
      ),
    );
  });
});

describe('identification attempt transitions (design)', () => {
  it('spec: pending is the starting state and the final states never change', () => {
    for (const state of finalIdentificationAttemptStates) {
      for (const to of IdentificationAttemptState.options)
        expect(canTransitionIdentificationAttempt(state, to)).toBe(false);
    }
    expect(IdentificationAttemptState.options.some((from) => canTransitionIdentificationAttempt(from, 'pending'))).toBe(
      false,
    );
  });

  it('design: a submitted attempt is decided; only a processed attempt is approved', () => {
    expect(canTransitionIdentificationAttempt('pending', 'processing')).toBe(true);
    expect(canTransitionIdentificationAttempt('processing', 'approved')).toBe(true);
    expect(canTransitionIdentificationAttempt('processing', 'rejected')).toBe(true);
    expect(canTransitionIdentificationAttempt('pending', 'approved')).toBe(false);
  });
});
