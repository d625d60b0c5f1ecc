// Domain rules refuse without HTTP (refusal.ts); only the transport turns a refusal into an answer (errors.ts).
import { describe, expect, it } from 'vitest';
import { refusalAnswer } from '../../../src/emulator/merchant/errors';
import { Refusal, refuse } from '../../../src/emulator/merchant/refusal';
import { ApiError } from '../../../src/http/failure';

describe('refusals', () => {
  it('a domain refusal carries the contract code and the message, and nothing of HTTP', () => {
    let refusal: unknown;
    try {
      refuse('invoice_not_payable', 'Invoice 7 is paid; only a new invoice can be paid.');
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(Refusal);
    expect(refusal).not.toBeInstanceOf(ApiError);
    expect(refusal).toMatchObject({ code: 'invoice_not_payable', message: expect.stringContaining('Invoice 7') });
    expect(refusal).not.toHaveProperty('status');
  });

  it('the transport answers a missing resource with 404 and any other refusal with 400; other errors are not its', () => {
    expect(refusalAnswer(new Refusal('not_found', 'There is no invoice 9.'))).toMatchObject({
      status: 404,
      code: 'not_found',
      message: 'There is no invoice 9.',
    });
    expect(refusalAnswer(new Refusal('refund_amount_exceeded', 'At most 1.00 EUR.'))).toMatchObject({
      status: 400,
      code: 'refund_amount_exceeded',
    });
    expect(refusalAnswer(new Error('boom'))).toBeUndefined();
  });
});
