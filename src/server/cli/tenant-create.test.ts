import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertCompany } from '../db/insert-company';
import { insertUser } from '../../../tests/factories/users';
import { createTestApp, nextIp } from '../../../tests/setup/test-app';
import { accounts, users } from '../db/schema/auth';
import { checklistTemplateItems } from '../db/schema/checklist';
import { companies } from '../db/schema/companies';
import { emailOutbox } from '../db/schema/email';
import { DEFAULT_CHECKLIST_TEMPLATE } from '../features/checklist/default-checklist-template';
import { createTenant, TenantCreateError, tenantOrigin } from './tenant-create';

let t: Awaited<ReturnType<typeof createTestApp>>;
const portalUrl = (subdomain: string) => `http://${subdomain}.localhost`;

beforeAll(async () => {
  t = await createTestApp();
  const existing = await insertCompany(t.db, { subdomain: 'taken' });
  await insertUser(t.db, { companyId: existing.id, email: 'owner@taken.test', role: 'admin' });
});

describe('tenant:create', () => {
  it('creates the company, its checklist template and its first admin, whose link sets a password on the new site', async () => {
    const created = await createTenant(t.db, { subdomain: 'green-oak', name: ' Green Oak Rooms Ltd ', adminEmail: 'Owner@GreenOak.test', adminName: 'Gail Oak' }, { portalUrl });
    expect(created.company).toMatchObject({ subdomain: 'green-oak', name: 'Green Oak Rooms Ltd', isActive: true });
    expect(await t.db.select().from(checklistTemplateItems).where(eq(checklistTemplateItems.companyId, created.company.id))).toHaveLength(DEFAULT_CHECKLIST_TEMPLATE.length);
    const [admin] = await t.db.select().from(users).where(eq(users.id, created.adminId));
    expect(admin).toMatchObject({ email: 'owner@greenoak.test', name: 'Gail Oak', role: 'admin', companyId: created.company.id });
    expect(await t.db.select().from(accounts).where(eq(accounts.userId, created.adminId))).toEqual([]);

    expect(created.invitationLink).toMatch(/^http:\/\/green-oak\.localhost\/invitations\/[A-Za-z0-9_-]{43}$/);
    const [email] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.companyId, created.company.id));
    expect(email).toMatchObject({ kind: 'invitation', toEmail: 'owner@greenoak.test', subject: 'Green Oak Rooms Ltd: set up your Arbour account' });
    // The link waits beside the text until the email is sent.
    expect(email!.textBody).not.toContain(created.invitationLink);
    expect(email!.secretValues).toEqual({ link: created.invitationLink });

    const token = created.invitationLink.split('/').at(-1)!;
    const host = 'green-oak.localhost';
    expect(await (await t.request('GET', `/api/invitations/${token}`, undefined, { host })).json()).toEqual({ name: 'Gail Oak', email: 'owner@greenoak.test', companyName: 'Green Oak Rooms Ltd' });
    expect((await t.request('POST', `/api/invitations/${token}/accept`, { password: 'a sturdy password' }, { host })).status).toBe(200);
    const signIn = await t.request('POST', '/api/auth/sign-in/email', { email: 'owner@greenoak.test', password: 'a sturdy password' }, { host, ip: nextIp() });
    expect(signIn.status).toBe(200);
  });

  it('names the admin after their email when no name is given', async () => {
    const created = await createTenant(t.db, { subdomain: 'birch', name: 'Birch Ltd', adminEmail: 'sam@birch.test' }, { portalUrl });
    const [admin] = await t.db.select().from(users).where(eq(users.id, created.adminId));
    expect(admin!.name).toBe('sam');
  });

  it.each([
    [{ subdomain: 'www', name: 'X', adminEmail: 'x@x.test' }, 'subdomain: "www" is reserved.'],
    [{ subdomain: 'Bad_Name', name: 'X', adminEmail: 'x@x.test' }, 'subdomain: Use only lower-case letters a–z, digits and hyphens.'],
    [{ subdomain: '-x', name: 'X', adminEmail: 'x@x.test' }, 'subdomain: A subdomain cannot start or end with a hyphen.'],
    [{ subdomain: 'fine', name: ' ', adminEmail: 'not-email' }, 'name: Give the company a name\nadminEmail: The admin email is not a valid email address'],
    [{ subdomain: 'taken', name: 'X', adminEmail: 'x@x.test' }, 'subdomain: "taken" is taken by another company.'],
  ])('refuses %j, leaving nothing behind', async (input, message) => {
    const count = async () => (await t.db.select().from(companies)).length;
    const before = await count();
    await expect(createTenant(t.db, input, { portalUrl })).rejects.toEqual(new TenantCreateError(message));
    expect(await count()).toBe(before);
  });

  it('links to the company’s own host', () => {
    expect(tenantOrigin('acme', { NODE_ENV: 'development', APP_DOMAIN: 'localhost', PORT: 3000 })).toBe('http://acme.localhost:3000');
    expect(tenantOrigin('acme', { NODE_ENV: 'development', APP_DOMAIN: 'localhost', PORT: 3001, PUBLIC_PORT: 5173 })).toBe('http://acme.localhost:5173');
    expect(tenantOrigin('acme', { NODE_ENV: 'production', APP_DOMAIN: 'arbour.app', PORT: 3000 })).toBe('https://acme.arbour.app');
  });
});
