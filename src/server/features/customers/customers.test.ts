import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertPaymentItem } from '../../../../tests/factories/payments';
import { insertProject } from '../../db/insert-project';
import { insertUser } from '../../../../tests/factories/users';
import { createTwoTenantWorld } from '../../../../tests/factories/world';
import { invitationToken, queuedLink } from '../../../../tests/setup/outbox-links';
import { createTestApp } from '../../../../tests/setup/test-app';
import { activity } from '../../db/schema/activity';
import { accounts, users } from '../../db/schema/auth';
import { checklistItems } from '../../db/schema/checklist';
import { emailOutbox } from '../../db/schema/email';
import { invitations } from '../../db/schema/operations';
import { projects } from '../../db/schema/projects';
import { insertDefaultChecklistTemplate } from '../checklist/checklist-template.service';
import { DEFAULT_CHECKLIST_TEMPLATE } from '../checklist/default-checklist-template';

let t: Awaited<ReturnType<typeof createTestApp>>;
let world: Awaited<ReturnType<typeof createTwoTenantWorld>>;
const c = {} as Record<'a1' | 'staffA' | 'adminA' | 'staffB', string>;

beforeAll(async () => {
  t = await createTestApp();
  world = await createTwoTenantWorld(t.db);
  await insertDefaultChecklistTemplate(t.db, world.tenantA.company.id);
  c.a1 = await t.signIn('a1@example.test');
  c.staffA = await t.signIn('staff-a@example.test');
  c.adminA = await t.signIn('admin-a@example.test');
  c.staffB = await t.signIn('staff-b@example.test', undefined, { host: 'acme.localhost' });
});

type Listed = { id: string; name: string; email: string; projectId: string | null; projectName: string | null; [k: string]: unknown };

async function page(cookie: string, query = '', host?: string): Promise<{ customers: Listed[]; page: number; pageCount: number; total: number }> {
  const res = await t.request('GET', `/api/customers${query}`, undefined, { cookie, host });
  expect(res.status).toBe(200);
  return res.json();
}
const list = async (cookie: string, query = '', host?: string) => (await page(cookie, query, host)).customers;

function create(body: unknown, cookie = c.staffA, host?: string) {
  return t.request('POST', '/api/customers', body, { cookie, host });
}

describe('listing customers', () => {
  it("lists them to staff and admins by name, with each one's first project and what the picker reads", async () => {
    const a = world.tenantA.company.id;
    const zoe = await insertUser(t.db, { companyId: a, email: 'zoe@example.test', name: 'Zoe Adams', role: 'customer' });
    const first = await insertProject(t.db, { companyId: a, customerId: zoe.id, name: 'Zoe studio', stage: 'manufacturing', createdAt: new Date('2030-01-01T00:00:00Z') });
    await insertProject(t.db, { companyId: a, customerId: zoe.id, name: 'Zoe shed', createdAt: new Date('2030-02-01T00:00:00Z') });
    await insertPaymentItem(t.db, { companyId: a, projectId: first.id, amountPence: 150_000 });
    await insertPaymentItem(t.db, { companyId: a, projectId: first.id, amountPence: 20_000, status: 'pending_verification' });
    await insertPaymentItem(t.db, { companyId: a, projectId: first.id, amountPence: 99_999, status: 'paid' });
    const noProject = await insertUser(t.db, { companyId: a, email: 'new@example.test', name: 'Ben New', role: 'customer' });

    const result = await page(c.staffA);
    expect(result).toMatchObject({ page: 1, pageCount: 1, total: 4 });
    expect(result.customers.map(({ id, name, email, projectId, projectName }) => ({ id, name, email, projectId, projectName }))).toEqual([
      { id: world.users.customerA1.id, name: 'a1', email: 'a1@example.test', projectId: world.projects.projectA1.id, projectName: 'A1 office' },
      { id: world.users.customerA2.id, name: 'a2', email: 'a2@example.test', projectId: world.projects.projectA2.id, projectName: 'A2 studio' },
      { id: noProject.id, name: 'Ben New', email: 'new@example.test', projectId: null, projectName: null },
      { id: zoe.id, name: 'Zoe Adams', email: 'zoe@example.test', projectId: first.id, projectName: 'Zoe studio' },
    ]);
    // Unpaid includes a transfer awaiting verification; a paid item is not owed.
    expect(result.customers[3]).toMatchObject({ projectStage: 'manufacturing', balanceDuePence: 170_000, invitation: 'active' });
    expect(result.customers[2]).toMatchObject({ projectStage: null, balanceDuePence: 0 });
    expect(await page(c.adminA)).toEqual(result);
  });

  it('searches part of the name or email, any case, with wildcards taken literally', async () => {
    expect((await list(c.staffA, '?q=ZOE')).map((x) => x.name)).toEqual(['Zoe Adams']);
    expect((await list(c.staffA, '?q=a2%40example')).map((x) => x.name)).toEqual(['a2']);
    expect(await list(c.staffA, `?q=${encodeURIComponent('%')}`)).toEqual([]);
    expect(await list(c.staffA, '?q=_')).toEqual([]);
    expect((await list(c.staffA, '?q=%20%20')).length).toBeGreaterThan(1);
    const tooLong = await t.request('GET', `/api/customers?q=${'x'.repeat(101)}`, undefined, { cookie: c.staffA });
    expect(tooLong.status).toBe(400);
    const badPage = await t.request('GET', '/api/customers?page=0', undefined, { cookie: c.staffA });
    expect(badPage.status).toBe(400);
    expect((await badPage.json()).error.fields.page).toEqual(['Pages start at 1']);
  });

  it('pages 50 at a time; a page past the end reads as the last', async () => {
    const b = world.tenantB.company.id;
    // Straight rows: 51 password hashes would take seconds, and listing needs none.
    await t.db.insert(users).values(
      Array.from({ length: 51 }, (_, i) => ({ id: `user-many-${i}`, companyId: b, email: `many-${String(i).padStart(2, '0')}@example.test`, name: `Many ${String(i).padStart(2, '0')}`, role: 'customer' as const })),
    );
    const one = await page(c.staffB, '', 'acme.localhost');
    expect(one).toMatchObject({ page: 1, pageCount: 2, total: 52 });
    expect(one.customers).toHaveLength(50);
    const two = await page(c.staffB, '?page=9', 'acme.localhost');
    expect(two).toMatchObject({ page: 2, pageCount: 2, total: 52 });
    expect(two.customers).toHaveLength(2);
    expect(new Set([...one.customers, ...two.customers].map((x) => x.id)).size).toBe(52);
  });

  it("never includes staff, or another company's customers", async () => {
    const ids = (await list(c.staffA)).map((x) => x.id);
    expect(ids).not.toContain(world.users.staffA.id);
    expect(ids).not.toContain(world.users.adminA.id);
    expect(ids).not.toContain(world.users.customerB1.id);
    expect((await list(c.staffB, '?q=b1', 'acme.localhost')).map((x) => x.id)).toEqual([world.users.customerB1.id]);
  });
});

describe('creating a customer', () => {
  it('makes the customer, a project with the default checklist, an invitation, an activity row and the email, at once', async () => {
    const res = await create({ name: '  Jane Smith ', email: 'Jane.Smith@Example.TEST' });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body.customer).toMatchObject({
      name: 'Jane Smith',
      email: 'jane.smith@example.test',
      projectName: 'Garden Room project',
      projectStage: 'contract_deposit',
      balanceDuePence: 0,
      invitation: 'invited',
      onboarding: { created: true, firstLogin: false, projectDetails: false, fileUpload: false },
    });
    const id = body.customer.id as string;

    const [user] = await t.db.select().from(users).where(eq(users.id, id));
    expect(user).toMatchObject({ role: 'customer', isFirstLogin: true, companyId: world.tenantA.company.id });
    expect(await t.db.select().from(accounts).where(eq(accounts.userId, id))).toEqual([]);
    const [project] = await t.db.select().from(projects).where(eq(projects.customerId, id));
    expect(project).toMatchObject({ id: body.customer.projectId, stage: 'contract_deposit', companyId: world.tenantA.company.id });
    expect(await t.db.select().from(checklistItems).where(eq(checklistItems.projectId, project!.id))).toHaveLength(DEFAULT_CHECKLIST_TEMPLATE.length);

    const invites = await t.db.select().from(invitations).where(eq(invitations.userId, id));
    expect(invites).toHaveLength(1);
    expect(invites[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    const days = (invites[0]!.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
    expect(body.invitationExpiresAt).toBe(invites[0]!.expiresAt.toISOString());

    const emails = await t.db.select().from(emailOutbox).where(eq(emailOutbox.toEmail, 'jane.smith@example.test'));
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({ kind: 'invitation', toName: 'Jane Smith', subject: 'Arbour Garden Rooms: your customer portal is ready' });
    // The link goes out with the email; the stored text holds a placeholder, the database only the token's hash.
    const link = await queuedLink(t.db, 'jane.smith@example.test', 'invitation');
    expect(link).toMatch(/^http:\/\/demo\.localhost\/invitations\/[A-Za-z0-9_-]{43}$/);
    expect(emails[0]!.textBody).not.toContain(invitationToken(link));
    expect(emails[0]!.textBody).not.toContain(invites[0]!.tokenHash);
    expect((await t.request('GET', `/api/invitations/${invitationToken(link)}`)).status).toBe(200);

    const events = await t.db.select().from(activity).where(eq(activity.projectId, project!.id));
    expect(events).toEqual([expect.objectContaining({ type: 'customer_created', actorId: world.users.staffA.id, isPublic: false })]);
    expect(events[0]!.description).toContain('Jane Smith');
  });

  it('refuses an email the company already has, whatever its case, with a clear message', async () => {
    for (const email of ['jane.smith@example.test', 'JANE.SMITH@example.test', 'staff-a@example.test']) {
      const res = await create({ name: 'Someone', email });
      expect(res.status).toBe(409);
      const { error } = await res.json();
      expect(error.code).toBe('CONFLICT');
      expect(error.message).toBe(`Someone already has an account with ${email.toLowerCase()}. Each person needs their own email address.`);
      expect(error.fields).toEqual({ email: ['This email address already has an account'] });
    }
    expect(await t.db.select().from(users).where(eq(users.name, 'Someone'))).toEqual([]);
  });

  it('creates one customer when the same email is sent twice at once', async () => {
    const results = await Promise.all([create({ name: 'Twin', email: 'twin@example.test' }), create({ name: 'Twin', email: 'twin@example.test' })]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await t.db.select().from(users).where(eq(users.email, 'twin@example.test'))).toHaveLength(1);
    expect(await t.db.select().from(emailOutbox).where(eq(emailOutbox.toEmail, 'twin@example.test'))).toHaveLength(1);
  });

  it('checks the name and email', async () => {
    const res = await create({ name: '   ', email: 'not-an-email' });
    expect(res.status).toBe(400);
    expect((await res.json()).error.fields).toEqual({ name: ['Enter the customer’s name'], email: ['Enter a valid email address'] });
    const missing = await create({});
    expect(missing.status).toBe(400);
    expect(Object.keys((await missing.json()).error.fields).sort()).toEqual(['email', 'name']);
    expect((await create({ name: 'x'.repeat(121), email: 'long@example.test' })).status).toBe(400);
  });

  it('takes a project name when the API is given one', async () => {
    const res = await create({ name: 'Pat Lee', email: 'pat@example.test', projectName: 'Studio by the pond' });
    expect(res.status).toBe(201);
    expect((await res.json()).customer.projectName).toBe('Studio by the pond');
  });
});

describe('resending an invitation', () => {
  it('sends a new link and the old one stops working', async () => {
    const created = await (await create({ name: 'Re Send', email: 'resend@example.test' })).json();
    const oldToken = invitationToken(await queuedLink(t.db, 'resend@example.test', 'invitation'));

    const res = await t.request('POST', `/api/customers/${created.customer.id}/invitation`, undefined, { cookie: c.adminA });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ email: 'resend@example.test' });
    const emails = await t.db.select().from(emailOutbox).where(eq(emailOutbox.toEmail, 'resend@example.test'));
    expect(emails).toHaveLength(2);
    const newToken = invitationToken(await queuedLink(t.db, 'resend@example.test', 'invitation'));
    expect(newToken).not.toBe(oldToken);

    expect((await t.request('GET', `/api/invitations/${oldToken}`)).status).toBe(410);
    expect((await t.request('POST', `/api/invitations/${oldToken}/accept`, { password: 'a-long-password' })).status).toBe(410);
    expect((await t.request('GET', `/api/invitations/${newToken}`)).status).toBe(200);
    expect((await list(c.staffA, '?q=resend'))[0]).toMatchObject({ invitation: 'invited' });
  });

  it('shows a lapsed invitation as expired', async () => {
    const created = await (await create({ name: 'Late Comer', email: 'late@example.test' })).json();
    await t.db.update(invitations).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(invitations.userId, created.customer.id));
    expect((await list(c.staffA, '?q=late@'))[0]).toMatchObject({ invitation: 'expired' });
  });

  it('refuses once the customer has a password, and for a customer of another company or staff', async () => {
    const active = await t.request('POST', `/api/customers/${world.users.customerA1.id}/invitation`, undefined, { cookie: c.staffA });
    expect(active.status).toBe(409);
    expect((await active.json()).error.message).toBe('a1 has already set a password and can sign in.');
    expect((await t.request('POST', `/api/customers/${world.users.customerB1.id}/invitation`, undefined, { cookie: c.staffA })).status).toBe(404);
    expect((await t.request('POST', `/api/customers/${world.users.staffA.id}/invitation`, undefined, { cookie: c.staffA })).status).toBe(404);
    expect((await t.request('POST', '/api/customers/nobody/invitation', undefined, { cookie: c.staffA })).status).toBe(404);
  });
});

describe('refusals', () => {
  const calls = () => [
    ['GET', '/api/customers', undefined],
    ['POST', '/api/customers', { name: 'Nope', email: 'nope@example.test' }],
    ['POST', `/api/customers/${world.users.customerA2.id}/invitation`, undefined],
  ] as const;

  it('refuses customers (403), staff of another company (404 on their host, 401 with their cookie here) and anonymous callers (401)', async () => {
    for (const [method, path, body] of calls()) {
      expect({ path, status: (await t.request(method, path, body, { cookie: c.a1 })).status }).toEqual({ path, status: 403 });
      expect({ path, status: (await t.request(method, path, body, { cookie: c.staffB })).status }).toEqual({ path, status: 401 });
      expect({ path, status: (await t.request(method, path, body)).status }).toEqual({ path, status: 401 });
    }
    // On their own host, another company's customer is not there to be found.
    expect((await t.request('POST', `/api/customers/${world.users.customerA2.id}/invitation`, undefined, { cookie: c.staffB, host: 'acme.localhost' })).status).toBe(404);
    expect(await t.db.select().from(users).where(and(eq(users.email, 'nope@example.test')))).toEqual([]);
  });
});
