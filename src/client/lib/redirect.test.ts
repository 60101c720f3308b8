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
    ['a dot-dot that resolves to another host', '/..//evil.example'],
    ['a dot that resolves to another host', '/.//evil.example'],
    ['a step back that resolves to another host', '/x/..//evil.example'],
    ['an encoded dot-dot that resolves to another host', '/%2e%2e//evil.example'],
  ])('refuses %s', (_label, input) => {
    expect(safeRedirectTo(input)).toBeNull();
  });

  it('returns the normalised path, resolved against this page', () => {
    expect(safeRedirectTo('/x/../contracts')).toBe('/contracts');
    expect(safeRedirectTo('/%2e%2e/messages?project=p1')).toBe('/messages?project=p1');
    expect(safeRedirectTo('/dashboard', 'https://acme.arbour.app')).toBe('/dashboard');
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
    expect(postLoginPath('/x/../login')).toBe('/dashboard');
  });

  it('sends /login?redirectTo=%2F..%2F%2Fevil.com and its cousins to the dashboard', () => {
    const redirectTo = (query: string) => new URLSearchParams(query).get('redirectTo');
    for (const query of ['redirectTo=%2F..%2F%2Fevil.com', 'redirectTo=%2F.%2F%2Fevil.com', 'redirectTo=%2Fx%2F..%2F%2Fevil.com', 'redirectTo=%2F%252e%252e%2F%2Fevil.com', 'redirectTo=https%3A%2F%2Fevil.com', 'redirectTo=javascript%3Aalert(1)']) {
      expect(postLoginPath(redirectTo(query)), query).toBe('/dashboard');
    }
  });
});
