import { beforeAll, describe, expect, it } from 'vitest';
import { createTwoTenantWorld } from '../../../../tests/factories/world';
import { createTestApp } from '../../../../tests/setup/test-app';
import { companies } from '../../db/schema/companies';
import { silentLogger } from '../../lib/logger';
import { deliverDueEmails } from '../email/email-delivery';
import { enqueueEmails } from '../../lib/email/email-outbox';
import type { MailMessage } from '../email/mail-transport';
import { eq, sql } from 'drizzle-orm';

let t: Awaited<ReturnType<typeof createTestApp>>;
let world: Awaited<ReturnType<typeof createTwoTenantWorld>>;
const c = {} as Record<'a1' | 'staffA' | 'adminA' | 'staffB', string>;

const valid = { companyName: 'Arbour Garden Rooms', primaryColor: '#1f6f4a', secondaryColor: '#a8742c', emailSenderName: null, productionCapacity: 12 };

beforeAll(async () => {
  t = await createTestApp();
  world = await createTwoTenantWorld(t.db);
  c.a1 = await t.signIn('a1@example.test');
  c.staffA = await t.signIn('staff-a@example.test');
  c.adminA = await t.signIn('admin-a@example.test');
  c.staffB = await t.signIn('staff-b@example.test', undefined, { host: 'acme.localhost' });
});

const put = (body: unknown, cookie = c.adminA) => t.request('PUT', '/api/settings', body, { cookie });

describe('GET /api/settings', () => {
  it('shows staff and admins the company settings, nothing more', async () => {
    await t.db.update(companies).set({ settings: { productionCapacity: 12, demoProjectId: 'x' } }).where(eq(companies.id, world.tenantA.company.id));
    for (const cookie of [c.staffA, c.adminA]) {
      const res = await t.request('GET', '/api/settings', undefined, { cookie });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({
        companyName: 'Arbour Garden Rooms',
        subdomain: 'demo',
        primaryColor: '#1f6f4a',
        secondaryColor: '#c8a45c',
        logoUrl: null,
        emailSenderName: null,
        productionCapacity: 12,
        // The test server's upload limit (1 MB) is below the logo limit (2 MB).
        logoMaxBytes: 1024 * 1024,
      });
    }
  });

  it('reads a bad stored value as not set rather than failing', async () => {
    await t.db.update(companies).set({ settings: { productionCapacity: 'lots', emailSenderName: 'Evil\r\nBcc: x@y.z' } }).where(eq(companies.id, world.tenantB.company.id));
    const res = await t.request('GET', '/api/settings', undefined, { cookie: c.staffB, host: 'acme.localhost' });
    expect(await res.json()).toMatchObject({ companyName: 'Acme Garden Buildings', productionCapacity: null, emailSenderName: null });
  });

  it('is refused to customers (403), anonymous callers and another company’s session (401)', async () => {
    expect((await t.request('GET', '/api/settings', undefined, { cookie: c.a1 })).status).toBe(403);
    expect((await t.request('GET', '/api/settings')).status).toBe(401);
    expect((await t.request('GET', '/api/settings', undefined, { cookie: c.staffB })).status).toBe(401);
  });
});

describe('PUT /api/settings', () => {
  it('lets an admin change name, colours, sender name and capacity, keeping other features’ settings', async () => {
    await t.request('PUT', '/api/tickets/settings', { responseTargetHours: 8 }, { cookie: c.adminA });
    const res = await put({ companyName: '  Oak & Ash Rooms ', primaryColor: '#7B2D8E', secondaryColor: '#0a0a0a', emailSenderName: ' Oak & Ash Bookings ', productionCapacity: 30 });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      companyName: 'Oak & Ash Rooms',
      primaryColor: '#7b2d8e',
      secondaryColor: '#0a0a0a',
      emailSenderName: 'Oak & Ash Bookings',
      productionCapacity: 30,
    });
    // The public branding follows at once.
    expect(await (await t.request('GET', '/api/company')).json()).toMatchObject({ name: 'Oak & Ash Rooms', primaryColor: '#7b2d8e', secondaryColor: '#0a0a0a' });
    expect((await (await t.request('GET', '/api/tickets/settings', undefined, { cookie: c.staffA })).json()).responseTargetHours).toBe(8);
    // Another company is untouched.
    expect((await (await t.request('GET', '/api/company', undefined, { host: 'acme.localhost' })).json()).name).toBe('Acme Garden Buildings');
    // The team sees who changed it; customers never do.
    const feed = async (cookie: string) => JSON.stringify(await (await t.request('GET', '/api/activity', undefined, { cookie })).json());
    expect(await feed(c.staffA)).toContain('Company settings updated');
    expect(await feed(c.a1)).not.toContain('Company settings updated');
  });

  it('clears the sender name and capacity when sent empty or null', async () => {
    const res = await put({ ...valid, emailSenderName: '   ', productionCapacity: null });
    expect(await res.json()).toMatchObject({ emailSenderName: null, productionCapacity: null });
    const [row] = await t.db.select({ settings: companies.settings }).from(companies).where(eq(companies.id, world.tenantA.company.id));
    expect(row!.settings).not.toHaveProperty('emailSenderName');
    expect(row!.settings).not.toHaveProperty('productionCapacity');
  });

  it.each([
    ['companyName', 'A'],
    ['companyName', 'x'.repeat(101)],
    ['primaryColor', 'red'],
    ['primaryColor', '#12345'],
    ['secondaryColor', 'url(x)'],
    ['emailSenderName', 'Oak\r\nBcc: everyone@example.test'],
    ['emailSenderName', 'Oak <oak@example.test>'],
    ['emailSenderName', 'x'.repeat(61)],
    ['productionCapacity', 0],
    ['productionCapacity', 501],
    ['productionCapacity', 2.5],
    ['productionCapacity', '12'],
  ])('refuses %s = %j with the field named', async (field, value) => {
    const res = await put({ ...valid, [field]: value });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(body.error.fields)).toEqual([field]);
  });

  it('refuses a partial body: the page always sends the whole set', async () => {
    const res = await put({ companyName: 'Just a name' });
    expect(res.status).toBe(400);
    expect(Object.keys((await res.json()).error.fields).sort()).toEqual(['emailSenderName', 'primaryColor', 'productionCapacity', 'secondaryColor']);
  });

  it('is refused to staff and customers (403), anonymous callers and another company’s session (401)', async () => {
    expect((await put(valid, c.staffA)).status).toBe(403);
    expect((await put(valid, c.a1)).status).toBe(403);
    expect((await t.request('PUT', '/api/settings', valid)).status).toBe(401);
    expect((await put(valid, c.staffB)).status).toBe(401);
    // Nor can acme's staff change their own company: they are not an admin.
    expect((await t.request('PUT', '/api/settings', valid, { cookie: c.staffB, host: 'acme.localhost' })).status).toBe(403);
  });
});

describe('the email sender name', () => {
  async function sendOne(): Promise<MailMessage> {
    await t.db.execute(sql`delete from email_outbox`);
    await enqueueEmails(t.db, [{ companyId: world.tenantA.company.id, kind: 'test', toEmail: 'jo@example.test', toName: 'Jo', subject: 'Hi', textBody: 'Body' }]);
    const sent: MailMessage[] = [];
    await deliverDueEmails(t.db, { send: async (m) => void sent.push(m) }, 'no-reply@arbour.test', silentLogger);
    return sent[0]!;
  }

  it('signs emails when set, and the company name otherwise', async () => {
    await put({ ...valid, companyName: 'Oak & Ash Rooms', emailSenderName: 'Oak & Ash Bookings' });
    expect((await sendOne()).from).toEqual({ name: 'Oak & Ash Bookings', address: 'no-reply@arbour.test' });
    await put({ ...valid, companyName: 'Oak & Ash Rooms', emailSenderName: null });
    expect((await sendOne()).from).toEqual({ name: 'Oak & Ash Rooms', address: 'no-reply@arbour.test' });
  });
});
