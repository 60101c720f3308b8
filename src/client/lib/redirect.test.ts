// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { postLoginPath, safeRedirectTo } from './redirect';

describe('safeRedirectTo', () => {
  it.each([
    ['/contracts', '/contracts'],
    ['/dashboard?tab=payments', '/dashboard?tab=payments'],
    ['/messages#latest', '/messages#latest'],
    ['/products/garden-rooms', '/products/garden-rooms'],
  ])('keeps the same-site path %s', (input, expected) => {
    expect(safeRedirectTo(input)).toBe(expected);
  });

  it.each([
    ['nothing', null],
    ['nothing', undefined],
    ['an empty string', ''],
    ['a relative path', 'dashboard'],
    ['an absolute URL', 'https://evil.example/dashboard'],
    ['a protocol-relative URL', '//evil.example/dashboard'],
    ['a backslash host', '/\\evil.example'],
    ['a backslash anywhere', '/foo\\bar'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a tab trick', '/\t/evil.example'],
    ['a newline', '/dash\nboard'],
    ['a space', '/ /evil.example'],
  ])('refuses %s', (_label, input) => {
    expect(safeRedirectTo(input)).toBeNull();
  });
});

describe('postLoginPath', () => {
  it('returns a safe redirect', () => {
    expect(postLoginPath('/contracts')).toBe('/contracts');
  });

  it('falls back to the dashboard for a missing or unsafe redirect', () => {
    expect(postLoginPath(null)).toBe('/dashboard');
    expect(postLoginPath('https://evil.example')).toBe('/dashboard');
    expect(postLoginPath('//evil.example', '/home')).toBe('/home');
  });

  it('never sends a signed-in user back to the login page', () => {
    expect(postLoginPath('/login')).toBe('/dashboard');
    expect(postLoginPath('/login?redirectTo=%2Flogin')).toBe('/dashboard');
  });
});
