import { describe, expect, it } from 'vitest';
import { tenantSubdomainFromHost } from './tenant-host';

const opts = { appDomain: 'arbour.app', defaultTenant: 'demo' };

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
  ])('%s → %s', (host, expected) => {
    expect(tenantSubdomainFromHost(host, opts)).toBe(expected);
  });

  it('names no company for hosts outside the app domain', () => {
    expect(tenantSubdomainFromHost('demo.evil.example', opts)).toBeNull();
    expect(tenantSubdomainFromHost('arbour.app.evil.example', opts)).toBeNull();
  });
});
