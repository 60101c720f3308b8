import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ROLES } from '../../shared/constants/roles';
import { AppError } from '../../shared/errors';
import type { Actor } from '../app-env';
import { PERMISSIONS, can, canReadRecordOf, ownRecordsOf, requirePermission, rolesWith, type Permission } from './permissions';

const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));
const TABLE_FILE = 'auth/permissions.ts';

/** The other ways authorisation used to be written: a role compared by name, a list of roles, the old guards. */
const ROLE_CHECKS: { pattern: RegExp; why: string }[] = [
  { pattern: /\brole\s*[!=]==?/, why: 'a role compared by name' },
  { pattern: /[!=]==?\s*[\w.?!]*\brole\b/, why: 'a role compared by name' },
  { pattern: /\broles\.includes\(/, why: 'a list of roles' },
  { pattern: /\b(requireRole|STAFF_ROLES|isStaffRole)\b/, why: 'a guard the permission table replaced' },
];

function roleChecksIn(source: string): { line: number; text: string; why: string }[] {
  return source.split('\n').flatMap((text, index) => {
    const found = ROLE_CHECKS.find(({ pattern }) => pattern.test(text));
    return found ? [{ line: index + 1, text: text.trim(), why: found.why }] : [];
  });
}

function serverSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return serverSources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

const actor = (role: Actor['role'], userId = `user-${role}`): Actor => ({ userId, name: role, email: `${role}@example.com`, role, companyId: 'company-a', isFirstLogin: false });

describe('authorisation is written one way', () => {
  it('the scan finds each of the old ways', () => {
    const samples = [
      "if (actor.role === 'customer') {",
      "fromTeam: author.role !== 'customer',",
      "const own = 'admin' === signedIn.role;",
      'const changed = rule.roles.includes(actor.role)',
      'requireRole(actor, STAFF_ROLES);',
      'const fromStaff = isStaffRole(signedIn.role);',
    ];
    expect(samples.map((s) => roleChecksIn(s).length)).toEqual(samples.map(() => 1));
    expect(roleChecksIn("requirePermission(actor, 'tasks:manage');\nconst own = ownRecordsOf(actor);")).toEqual([]);
  });

  it('no server file but the permission table compares roles: it names a permission instead', () => {
    const found = serverSources(SERVER_DIR).flatMap((path) => {
      const file = relative(SERVER_DIR, path).split('\\').join('/');
      if (file === TABLE_FILE) return [];
      return roleChecksIn(readFileSync(path, 'utf8')).map((hit) => `${file}:${hit.line} (${hit.why}): ${hit.text}`);
    });
    expect(found, 'use can(actor, permission) or requirePermission from auth/permissions.ts').toEqual([]);
  });
});

describe('the permission table', () => {
  it('gives each permission to at least one real role, once', () => {
    for (const [permission, roles] of Object.entries(PERMISSIONS)) {
      expect(roles.length, permission).toBeGreaterThan(0);
      expect(new Set(roles).size, permission).toBe(roles.length);
      for (const role of roles) expect(ROLES, permission).toContain(role);
    }
  });

  it('keeps what binds the customer to the customer, and what changes the company to the admin', () => {
    const holders = (p: Permission) => rolesWith(p).sort();
    for (const p of ['tickets:open', 'design:approve', 'contracts:sign', 'payments:confirm-transfer', 'onboarding:confirm-project', 'calls:book', 'variations:approve'] as const) {
      expect(holders(p), p).toEqual(['customer']);
    }
    for (const p of ['settings:edit', 'site-content:edit', 'bank-details:edit', 'teams:manage', 'outbox:manage'] as const) {
      expect(holders(p), p).toEqual(['admin']);
    }
    // Nothing but the customer's own acts is open to a customer.
    const customers = (Object.keys(PERMISSIONS) as Permission[]).filter((p) => can(actor('customer'), p));
    expect(customers.sort()).toEqual(['calls:book', 'contracts:sign', 'design:approve', 'onboarding:confirm-project', 'payments:confirm-transfer', 'tickets:open', 'variations:approve']);
  });
});

describe('checking a permission', () => {
  it('answers 401 to nobody, 403 with the default or the given message to a role without it, and the actor to one with it', () => {
    expect(() => requirePermission(null, 'tasks:manage')).toThrow(expect.objectContaining({ code: 'UNAUTHENTICATED', message: 'Please sign in to continue.' }));
    expect(() => requirePermission(actor('customer'), 'tasks:manage')).toThrow(
      expect.objectContaining({ code: 'FORBIDDEN', message: 'You do not have permission to do that.' }),
    );
    expect(() => requirePermission(actor('staff'), 'tickets:open', 'Support tickets are opened by customers.')).toThrow(
      expect.objectContaining({ code: 'FORBIDDEN', message: 'Support tickets are opened by customers.' }),
    );
    expect(() => requirePermission(actor('staff'), 'settings:edit')).toThrow(AppError);
    const admin = actor('admin');
    expect(requirePermission(admin, 'settings:edit')).toBe(admin);
    expect(can(null, 'records:read-any')).toBe(false);
  });

  it("limits a customer to their own records and lets the team read every customer's", () => {
    expect(ownRecordsOf(actor('customer', 'user-c1'))).toBe('user-c1');
    expect(ownRecordsOf(actor('staff'))).toBeNull();
    expect(canReadRecordOf(actor('customer', 'user-c1'), 'user-c1')).toBe(true);
    expect(canReadRecordOf(actor('customer', 'user-c1'), 'user-c2')).toBe(false);
    expect(canReadRecordOf(actor('customer', 'user-c1'), null)).toBe(false);
    expect(canReadRecordOf(actor('admin'), 'user-c2')).toBe(true);
  });
});
