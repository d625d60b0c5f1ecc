import { describe, expect, it } from 'vitest';
import { bffEndpoints, checkBffUrl } from './bff-url';
import { bffOriginOf } from './use-bff-message';

describe('bffUrl: one meaning, the BFF’s origin', () => {
  it('rule: the BFF’s origin, with the path it is mounted under or a path on this origin, is taken as it is', () => {
    expect(checkBffUrl('https://bff.example')).toBe('https://bff.example');
    expect(checkBffUrl('https://bff.example/')).toBe('https://bff.example');
    expect(checkBffUrl('http://localhost:4000')).toBe('http://localhost:4000');
    expect(checkBffUrl('https://wallet.example/tradekit/')).toBe('https://wallet.example/tradekit');
    expect(checkBffUrl('/tradekit')).toBe('/tradekit');
    expect(checkBffUrl('')).toBe('');
  });

  it('rule: the browser API’s own URL (the old meaning, `/api`) is refused, saying to pass the BFF’s origin', () => {
    for (const old of ['/api', '/api/', 'https://bff.example/api', 'https://bff.example/tk/api/', 'http://x/API']) {
      expect(() => checkBffUrl(old), old).toThrow(/names the BFF's browser API \(it ends in \/api\), not the BFF/);
      expect(() => checkBffUrl(old), old).toThrow(/Pass the BFF's origin, e\.g\. bffUrl="https:\/\/bff\.example"/);
    }
  });

  it('rule: a value that is not an http(s) URL nor a path on this origin is refused', () => {
    for (const value of ['bff.example', 'ftp://bff.example', '//bff.example', 'javascript:alert(1)', 'api', ' /x']) {
      expect(() => checkBffUrl(value), value).toThrow(/is not an http\(s\) URL or a path on this origin/);
    }
  });

  it('rule: a query or a fragment is refused: the kit could not carry it to each call', () => {
    for (const value of [
      'https://bff.example/?key=1',
      'https://bff.example#x',
      '/tradekit?x',
      'https://bff.example?',
    ]) {
      expect(() => checkBffUrl(value), value).toThrow(/has a query or a fragment/);
    }
  });

  it('rule: credentials, spaces and backslashes are refused', () => {
    expect(() => checkBffUrl('https://user:secret@bff.example')).toThrow(/has a user name or password in it/);
    expect(() => checkBffUrl('https://bff.example/a b')).toThrow(/spaces, control characters or backslashes/);
    expect(() => checkBffUrl('/x\\y')).toThrow(/spaces, control characters or backslashes/);
  });

  it('names the component the value was given to, and the setting the page’s origin needs', () => {
    expect(() => checkBffUrl('/api', 'TradekitWidget')).toThrow(/supplied to `TradekitWidget`/);
    expect(() => checkBffUrl('/api')).toThrow(/ALLOWED_ORIGINS/);
  });

  it('finds the browser API at <bffUrl>/api, and this page’s origin without a bffUrl (none on the server)', () => {
    expect(bffEndpoints('https://bff.example/tk')).toEqual({
      bffUrl: 'https://bff.example/tk',
      apiUrl: 'https://bff.example/tk/api',
    });
    // Node: no page, so a relative root; the browser resolves it against the page.
    expect(bffEndpoints()).toEqual({ bffUrl: '', apiUrl: '/api' });
    expect(bffOriginOf('https://bff.example/tk')).toBe('https://bff.example');
    expect(bffOriginOf('/tradekit')).toBeUndefined();
  });
});
