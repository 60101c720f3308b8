import { beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../../../../tests/factories/users';
import { createTwoTenantWorld } from '../../../../tests/factories/world';
import { createTestApp } from '../../../../tests/setup/test-app';
import { enqueueEmails } from '../../lib/email/email-outbox';

let t: Awaited<ReturnType<typeof createTestApp>>;
let world: Awaited<ReturnType<typeof createTwoTenantWorld>>;
const c = {} as Record<'a1' | 'staffA' | 'adminA' | 'adminB', string>;

beforeAll(async () => {
  t = await createTestApp();
  world = await createTwoTenantWorld(t.db);
  await insertUser(t.db, { companyId: world.tenantB.company.id, email: 'admin-b@example.test', role: 'admin' });
  c.a1 = await t.signIn('a1@example.test');
  c.staffA = await t.signIn('staff-a@example.test');
  c.adminA = await t.signIn('admin-a@example.test');
  c.adminB = await t.signIn('admin-b@example.test', undefined, { host: 'acme.localhost' });
  const email = { kind: 'test', subject: 'Your garden room', textBody: 'Plain <b>text</b>' };
  await enqueueEmails(t.db, [
    { ...email, companyId: world.tenantA.company.id, toEmail: 'a1@example.test', toName: 'A1' },
    { ...email, companyId: world.tenantB.company.id, toEmail: 'b1@example.test', subject: 'For company B only' },
  ]);
});

const outbox = (cookie?: string, host?: string) => t.request('GET', '/api/outbox', undefined, { cookie, host });

describe('GET /api/outbox', () => {
  it("shows an admin their company's emails, queued ones included", async () => {
    const res = await outbox(c.adminA);
    expect(res.status).toBe(200);
    const { emails } = await res.json();
    expect(emails).toEqual([
      expect.objectContaining({ toEmail: 'a1@example.test', toName: 'A1', subject: 'Your garden room', textBody: 'Plain <b>text</b>', status: 'queued', sentAt: null, canResend: false }),
    ]);
    expect(emails[0]).not.toHaveProperty('secretValues');
  });

  it("never shows another company's emails", async () => {
    const { emails } = await (await outbox(c.adminB, 'acme.localhost')).json();
    expect(emails.map((e: { subject: string }) => e.subject)).toEqual(['For company B only']);
    // Company A's admin cookie on company B's host is not a session there.
    expect((await outbox(c.adminA, 'acme.localhost')).status).toBe(401);
  });

  it('refuses staff, customers and anonymous callers', async () => {
    expect((await outbox(c.staffA)).status).toBe(403);
    expect((await outbox(c.a1)).status).toBe(403);
    expect((await outbox()).status).toBe(401);
  });

  it('refuses a bad limit with 400', async () => {
    expect((await t.request('GET', '/api/outbox?limit=0', undefined, { cookie: c.adminA })).status).toBe(400);
  });
});
