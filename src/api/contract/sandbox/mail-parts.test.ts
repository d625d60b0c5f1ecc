import { describe, expect, it } from 'vitest';
import { mailCodes, mailParts } from './mail-parts';

describe('mailParts', () => {
  it('picks out a 6-digit code', () => {
    expect(mailParts('Your code is 123456. It expires in 15 minutes.')).toEqual([
      { kind: 'text', text: 'Your code is ' },
      { kind: 'code', code: '123456' },
      { kind: 'text', text: '. It expires in 15 minutes.' },
    ]);
  });

  it('picks out a link, leaving the sentence’s full stop outside it', () => {
    expect(mailParts('Give your address at https://bff.example/merchant/refunds/abc_DEF-123.')).toEqual([
      { kind: 'text', text: 'Give your address at ' },
      { kind: 'link', url: 'https://bff.example/merchant/refunds/abc_DEF-123' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('leaves longer numbers, dates and digits inside a link alone', () => {
    expect(mailParts('Order 1234567 of 2026-01-02')).toEqual([{ kind: 'text', text: 'Order 1234567 of 2026-01-02' }]);
    expect(mailParts('http://x.example/123456')).toEqual([{ kind: 'link', url: 'http://x.example/123456' }]);
  });

  it('lists each code once', () => {
    expect(mailCodes('Code 111111, again: 111111, or 222222')).toEqual(['111111', '222222']);
    expect(mailCodes('no code here')).toEqual([]);
  });
});
