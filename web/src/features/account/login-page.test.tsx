import { describe, expect, test } from '@jest/globals';
import { returnPath, safeReturnPath, withReturn } from '../../lib/return-path';

describe('where login and registration go next', () => {
  test('back to the page the header link came from, never to another site or an account form', () => {
    const from = (path: unknown) => returnPath({ search: '', state: { from: path } });
    expect(from('/Faq/faq')).toBe('/Faq/faq');
    expect(from('/search?q=oil')).toBe('/search?q=oil');
    expect(returnPath({ search: '', state: null })).toBe('/');
    expect(from('https://evil.example/')).toBe('/');
    expect(from('//evil.example/')).toBe('/');
    expect(from('/register')).toBe('/');
    expect(from('/Create%20Account/create-account')).toBe('/');
    expect(from('/login?x=1')).toBe('/');
  });

  test('a ?next= path wins over the link state, and only a same-site relative path is kept', () => {
    expect(returnPath({ search: '?next=%2Fcheckout', state: { from: '/Faq/faq' } })).toBe('/checkout');
    expect(returnPath({ search: '?next=/product/12/rose-oil%3Fx%3D1', state: null })).toBe('/product/12/rose-oil?x=1');
    expect(returnPath({ search: '?next=https://evil.example/', state: { from: '/Faq/faq' } })).toBe('/Faq/faq');
    expect(returnPath({ search: '?next=%2F%25E0', state: null })).toBe('/');
    for (const bad of [
      '//evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      'javascript:alert(1)',
      '/\tevil',
      'checkout',
      '/forgetpass',
      '/%E0',
      '/%ZZ/x',
      42,
    ]) {
      expect({ bad, kept: safeReturnPath(bad) }).toEqual({ bad, kept: null });
    }
  });

  test('the account forms pass the way back on, and leave it out when it is the home page', () => {
    expect(withReturn('/register', '/checkout')).toBe('/register?next=%2Fcheckout');
    expect(withReturn('/register', '/')).toBe('/register');
  });
});
