import { describe, expect, test } from '@jest/globals';
import { returnPath } from './login-page';

describe('where login goes next', () => {
  test('back to the page the header link came from, never to another site or an account form', () => {
    expect(returnPath({ from: '/Faq/faq' })).toBe('/Faq/faq');
    expect(returnPath({ from: '/search?q=oil' })).toBe('/search?q=oil');
    expect(returnPath(null)).toBe('/');
    expect(returnPath({ from: 'https://evil.example/' })).toBe('/');
    expect(returnPath({ from: '//evil.example/' })).toBe('/');
    expect(returnPath({ from: '/register' })).toBe('/');
    expect(returnPath({ from: '/Create%20Account/create-account' })).toBe('/');
    expect(returnPath({ from: '/login?x=1' })).toBe('/');
  });
});
