import { describe, expect, it } from 'vitest';
import { RejectReason } from './enums';
import { canRetryAfter, isFinalRejection } from './reject-reasons';

describe('reject reasons', () => {
  it('a fixable reason (an unreadable photo, a wrong document) can be retried; a denial cannot', () => {
    expect(canRetryAfter('ERROR_NOT_READABLE_ID.NOT_READABLE_DOCUMENT.BLURRED')).toBe(true);
    expect(canRetryAfter('DENIED_UNSUPPORTED_ID_TYPE')).toBe(true);
    expect(canRetryAfter(null)).toBe(true);
    expect(canRetryAfter('DENIED_YOUNGER_THAN_18_YEARS')).toBe(false);
    expect(canRetryAfter('DENIED')).toBe(false);
  });

  it('a final rejection is a rejected attempt no retry helps, a manual review still under way excepted', () => {
    expect(isFinalRejection({ state: 'rejected', rejectReason: 'DENIED_FAILED_IDENTITY_VERIFICATION' })).toBe(true);
    expect(isFinalRejection({ state: 'rejected', rejectReason: 'MANUAL_REVIEW' })).toBe(false);
    expect(isFinalRejection({ state: 'rejected', rejectReason: 'NO_ID_UPLOADED' })).toBe(false);
    for (const reason of RejectReason.options) {
      expect(isFinalRejection({ state: 'approved', rejectReason: reason })).toBe(false);
    }
  });
});
