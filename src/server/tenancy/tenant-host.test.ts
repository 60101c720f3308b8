import { describe, expect, it } from 'vitest';
import { companyHostPatterns, tenantSubdomainFromHost } from './tenant-host';

const development = { appDomain: 'arbour.app', defaultTenant: 'demo', isProduction: false, demoMode: false };
const production = { ...development, isProduction: true };

describe('tenantSubdomainFromHost', () => {
  it.each([
    ['acme.arbour.app', 'acme'],
    ['ACME.arbour.app:443', 'acme'],
    ['acme.localhost:3000', 'acme'],
    ['demo.localhost', 'demo'],
    ['localhost:3000', 'demo'],
    ['127.0.0.1:3000', 'demo'],
    ['[::1]:3000', 'demo'],
    ['arbour.app', 'demo'],
    ['www.arbour.app', 'demo'],
    ['arbour.localhost', 'demo'],
    [undefined, 'demo'],
  ])('in development, %s → %s', (host, expected) => {
    expect(tenantSubdomainFromHost(host, development)).toBe(expected);
  });

  it('names no company for hosts outside the app domain', () => {
    expect(tenantSubdomainFromHost('demo.evil.example', development)).toBeNull();
    expect(tenantSubdomainFromHost('arbour.app.evil.example', development)).toBeNull();
  });

  it.each([
    ['acme.arbour.app', 'acme'],
    ['acme.arbour.app:8443', 'acme'],
    ['arbour.app', 'demo'],
    ['www.arbour.app', 'demo'],
    ['203.0.113.66:8443', null],
    ['203.0.113.66', null],
    ['[2001:db8::66]:8443', null],
    ['[::1]:3000', null],
    ['127.0.0.1', null],
    ['localhost:3000', null],
    ['demo.localhost:3000', null],
    ['', null],
    [undefined, null],
  ])('in production, %s → %s', (host, expected) => {
    expect(tenantSubdomainFromHost(host, production)).toBe(expected);
  });

  it('counts .localhost names in production only in demo mode, or when they are the app domain', () => {
    expect(tenantSubdomainFromHost('acme.localhost:3000', { ...production, demoMode: true })).toBe('acme');
    expect(tenantSubdomainFromHost('localhost:3000', { ...production, demoMode: true })).toBe('demo');
    expect(tenantSubdomainFromHost('203.0.113.66', { ...production, demoMode: true })).toBeNull();
    expect(tenantSubdomainFromHost('acme.localhost:3000', { ...production, appDomain: 'localhost' })).toBe('acme');
  });
});

describe('companyHostPatterns', () => {
  it('lists the names the resolver takes, with any port, and no IP literal', () => {
    expect(companyHostPatterns(production)).toEqual(['arbour.app', 'arbour.app:*', '*.arbour.app', '*.arbour.app:*']);
    expect(companyHostPatterns(development)).toEqual([
      'arbour.app', 'arbour.app:*', '*.arbour.app', '*.arbour.app:*', 'localhost', 'localhost:*', '*.localhost', '*.localhost:*',
    ]);
    expect(companyHostPatterns({ ...development, appDomain: 'localhost' })).toEqual(['localhost', 'localhost:*', '*.localhost', '*.localhost:*']);
  });
});
