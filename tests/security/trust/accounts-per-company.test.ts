import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../src/server/db/schema/auth';
import { emailOutbox } from '../../../src/server/db/schema/email';
import { insertUser } from '../../factories/users';
import { createTwoTenantWorld } from '../../factories/world';
import { recordSecurityFigure } from '../figures';
import { createTestApp, nextIp } from '../../setup/test-app';

/**
 * Issue 24, item 2: staff of one company learnt whether an email had an account with another
 * company (adding a customer answered 409 "Someone already has an account with …"). An email is
 * now unique within a company only, so another company's accounts are neither found nor named.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
let world: Awaited<ReturnType<typeof createTwoTenantWorld>>;
const ACME = { host: 'acme.localhost' };

beforeAll(async () => {
  t = await createTestApp();
  world = await createTwoTenantWorld(t.db);
});

describe('accounts belong to one company, and say nothing of other companies', () => {
  it("adds a customer whose email another company's customer uses, as it would any new address", async () => {
    const staffB = await t.signIn('staff-b@example.test', undefined, ACME);
    const res = await t.request('POST', '/api/customers', { name: 'Someone', email: 'a1@example.test' }, { cookie: staffB, ...ACME });
    expect(res.status).toBe(201);
    expect(JSON.stringify(await res.json())).not.toContain(world.users.customerA1.id);

    const accounts = await t.db.select({ companyId: users.companyId }).from(users).where(eq(users.email, 'a1@example.test'));
    expect(accounts.map((a) => a.companyId).sort()).toEqual([world.tenantA.company.id, world.tenantB.company.id].sort());
    // Company A's customer is untouched: still signs in on A's host, to A's project.
    const a1 = await t.signIn('a1@example.test');
    const me = await (await t.request('GET', '/api/me', undefined, { cookie: a1 })).json();
    expect(me.projectId).toBe(world.projects.projectA1.id);
    recordSecurityFigure('threatsRefused', 1);
  });

  it("signs a person in to the account of the company whose host they use, never another company's", async () => {
    await insertUser(t.db, { companyId: world.tenantB.company.id, email: 'both@example.test', name: 'Both at B', password: 'b-password-123' });
    await insertUser(t.db, { companyId: world.tenantA.company.id, email: 'both@example.test', name: 'Both at A', password: 'a-password-123' });

    const atA = await t.signIn('both@example.test', 'a-password-123');
    expect((await (await t.request('GET', '/api/me', undefined, { cookie: atA })).json()).name).toBe('Both at A');
    const atB = await t.signIn('both@example.test', 'b-password-123', ACME);
    expect((await (await t.request('GET', '/api/me', undefined, { cookie: atB, ...ACME })).json()).name).toBe('Both at B');
    // A's password on B's host is simply a wrong password there.
    const crossed = await t.request('POST', '/api/auth/sign-in/email', { email: 'both@example.test', password: 'a-password-123' }, { ip: nextIp(), ...ACME });
    expect(crossed.status).toBe(401);
    expect((await crossed.json()).error.message).toBe('Invalid email or password');
    recordSecurityFigure('threatsRefused', 1);
  });

  it("sends a reset link for the account of the host's company only", async () => {
    const res = await t.request('POST', '/api/auth/request-password-reset', { email: 'b1@example.test' }, { ip: nextIp() });
    expect(res.status).toBe(200);
    const sent = await t.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toEmail, 'b1@example.test'), eq(emailOutbox.kind, 'password-reset')));
    // b1 is Acme's customer; Arbour's host has no such account, so nothing is sent.
    expect(sent).toEqual([]);
    recordSecurityFigure('threatsRefused', 1);
  });
});
