import { describe, expect, it } from 'vitest';
import {
  allowedReturnUrl,
  KYC_RETURN_PATH,
  openerOrigin,
  ownReturnUrl,
  TRADE_RETURN_PATH,
} from '../../src/browser-api/return-url';

const allowed = new Set(['https://partner.example', 'http://localhost:5173']);

describe('KYC return URL allow-list', () => {
  it('accepts a page on an allowed origin, exactly as given', () => {
    expect(allowedReturnUrl('https://partner.example/kyc/done?step=3', allowed)).toBe(
      'https://partner.example/kyc/done?step=3',
    );
    expect(allowedReturnUrl('http://localhost:5173/', allowed)).toBe('http://localhost:5173/');
    expect(allowedReturnUrl('HTTPS://PARTNER.EXAMPLE/x', allowed)).toBe('https://partner.example/x');
  });

  it('the default is the BFF return page, naming the opener when it is not the BFF itself', () => {
    expect(ownReturnUrl('https://bff.example')).toBe('https://bff.example/api/kyc/return');
    expect(ownReturnUrl('https://bff.example', KYC_RETURN_PATH, 'https://bff.example')).toBe(
      'https://bff.example/api/kyc/return',
    );
    expect(ownReturnUrl('https://bff.example/tk', TRADE_RETURN_PATH, 'https://partner.example')).toBe(
      'https://bff.example/tk/api/trades/return?opener=https%3A%2F%2Fpartner.example',
    );
  });

  it('rule: a return page tells its opener only on an allowed origin, else the BFF’s own; never "*"', () => {
    expect(openerOrigin('https://partner.example', 'https://bff.example', allowed)).toBe('https://partner.example');
    for (const opener of [undefined, 'https://evil.example', '*', 'null', 'https://partner.example/']) {
      expect(openerOrigin(opener, 'https://bff.example/tk', allowed)).toBe('https://bff.example');
    }
  });

  const attacks: [string, string][] = [
    ['protocol-relative', '//evil.example/'],
    ['scheme without slashes', 'https:evil.example'],
    ['scheme with one slash', 'https:/evil.example'],
    ['backslashes', 'https:\\\\evil.example'],
    ['mixed slashes', 'https:/\\evil.example'],
    ['userinfo pointing elsewhere', 'https://partner.example@evil.example/'],
    ['userinfo on the allowed host', 'https://user:pw@partner.example/'],
    ['javascript:', 'javascript:alert(document.cookie)'],
    ['JaVaScRiPt: with spaces', ' javascript:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['a look-alike subdomain', 'https://partner.example.evil.example/'],
    ['a suffix look-alike', 'https://evilpartner.example/'],
    ['another port', 'https://partner.example:8443/'],
    ['plain http for an https origin', 'http://partner.example/'],
    ['a tab inside the host', 'https://partner.exa\tmple.evil.example/'],
    ['a newline', 'https://partner.example/\n'],
    ['relative path', '/kyc/done'],
    ['encoded at sign in the host', 'https://partner.example%40evil.example/'],
    ['empty', ''],
  ];
  for (const [name, url] of attacks) {
    it(`refuses ${name}: ${JSON.stringify(url)}`, () => {
      expect(allowedReturnUrl(url, allowed)).toBeUndefined();
    });
  }
});
