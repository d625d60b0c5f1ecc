import { describe, expect, it } from 'vitest';
import { decide, deviceTypeFromUserAgent } from '../../../src/emulator/trade/identification';

const pending = { state: 'pending' as const, rejectReason: null };
const underReview = { state: 'processing' as const, rejectReason: 'MANUAL_REVIEW' as const };

describe('identification attempt decisions', () => {
  it('pending: approve → approved (submitted), reject → rejected DENIED (submitted), fail → rejected (failed)', () => {
    expect(decide(pending, 'approve')).toMatchObject({
      ok: true,
      state: 'approved',
      rejectReason: null,
      result: 'submitted',
    });
    expect(decide(pending, 'reject')).toMatchObject({
      ok: true,
      state: 'rejected',
      rejectReason: 'DENIED',
      result: 'submitted',
    });
    expect(decide(pending, 'fail')).toMatchObject({
      ok: true,
      state: 'rejected',
      rejectReason: 'NO_ID_UPLOADED',
      result: 'failed',
    });
  });

  it('manual review keeps the attempt processing with MANUAL_REVIEW; only approve or reject conclude it', () => {
    expect(decide(pending, 'manual_review')).toMatchObject({
      ok: true,
      state: 'processing',
      rejectReason: 'MANUAL_REVIEW',
    });
    expect(decide(underReview, 'approve')).toMatchObject({ ok: true, state: 'approved', concludesManualReview: true });
    expect(decide(underReview, 'reject', 'DENIED_EXPIRED_IDENTIFICATION')).toMatchObject({
      ok: true,
      state: 'rejected',
      rejectReason: 'DENIED_EXPIRED_IDENTIFICATION',
      concludesManualReview: true,
    });
    expect(decide(underReview, 'fail').ok).toBe(false);
  });

  it('final states never change; MANUAL_REVIEW is not a final reject reason', () => {
    for (const state of ['approved', 'rejected', 'expired'] as const) {
      expect(decide({ state, rejectReason: null }, 'approve').ok).toBe(false);
    }
    expect(decide(pending, 'reject', 'MANUAL_REVIEW').ok).toBe(false);
    expect(decide(pending, 'approve', 'DENIED').ok).toBe(false);
  });

  it('device type from the User-Agent', () => {
    expect(deviceTypeFromUserAgent('Mozilla/5.0 (Linux; Android 14; Pixel 8)')).toBe('android');
    expect(deviceTypeFromUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe('ios');
    expect(deviceTypeFromUserAgent('Wallet/2.0 iOS')).toBe('ios');
    expect(deviceTypeFromUserAgent(undefined)).toBe('desktop');
    expect(deviceTypeFromUserAgent('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0)')).toBe('desktop');
  });
});
