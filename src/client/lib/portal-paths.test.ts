// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { isPortalPath, PORTAL_PATH_PREFIXES } from './portal-paths';

describe('isPortalPath', () => {
  it("lists exactly the signed-in sections from the spec, and the staff's Sent emails, Settings and Leads", () => {
    expect([...PORTAL_PATH_PREFIXES].sort()).toEqual(
      ['/contracts', '/customers', '/dashboard', '/emails', '/leads', '/messages', '/onboarding', '/reports', '/scheduling', '/settings', '/support', '/welcome'].sort(),
    );
  });

  it.each(PORTAL_PATH_PREFIXES)('is true for %s and the paths below it', (prefix) => {
    expect(isPortalPath(prefix)).toBe(true);
    expect(isPortalPath(`${prefix}/`)).toBe(true);
    expect(isPortalPath(`${prefix}/123/edit`)).toBe(true);
  });

  it.each(['/', '/login', '/gallery', '/faqs', '/demo', '/products/garden-rooms', '/no/such/page'])(
    'is false for the public path %s',
    (pathname) => {
      expect(isPortalPath(pathname)).toBe(false);
    },
  );

  it('matches whole segments only', () => {
    expect(isPortalPath('/dashboards')).toBe(false);
    expect(isPortalPath('/supporters')).toBe(false);
    expect(isPortalPath('/gallery/dashboard')).toBe(false);
  });
});
