import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { todayInLondon, londonDateTime, shiftIsoDate } from '../../../src/shared/dates';
import { emailOutbox } from '../../../src/server/db/schema/email';
import { availabilitySlots, leads } from '../../../src/server/db/schema/operations';
import { seedSiteContent } from '../../../src/server/db/seed-site-content';
import { insertPaymentItem } from '../../factories/payments';
import { insertProject } from '../../../src/server/db/insert-project';
import { createTwoTenantWorld } from '../../factories/world';
import { createTestApp, nextIp, type RequestOptions } from '../../setup/test-app';
import { recordSecurityFigure } from '../figures';

/**
 * Issue 27, row 2: links in emails followed the request's Host. Any IP literal reached the default
 * company, so a lead posted with `Host: 203.0.113.66:8443` sent its staff "See the lead …:
 * http://203.0.113.66:8443/leads", and a customer's message the same way: a phishing link in a
 * genuine email from the company. Every link the app writes now comes from the company's
 * configured origin; in production a host that names no company (an IP literal) is refused.
 * Row 9 (part): an IP-literal Host on /api/auth/* answered 500.
 */

const ATTACKER = '203.0.113.66:8443';
/** The ways a caller may name a host: the Host header, or X-Forwarded-Host behind the (trusted) proxy, each with its own scheme and port. */
const HOSTILE: RequestOptions[] = [
  { host: ATTACKER },
  { host: 'demo.localhost', headers: { 'x-forwarded-host': ATTACKER, 'x-forwarded-proto': 'https' } },
  { host: 'demo.localhost:6666', headers: { 'x-forwarded-proto': 'https' } },
  { host: '[2001:db8::66]:8443' },
];
const INDEX_HTML = '<!doctype html><html lang="en-GB"><head><!-- arbour:page-head: replaced per page --><title>Arbour</title><!-- /arbour:page-head --></head><body><div id="root"></div></body></html>';
const URL_IN_TEXT = /\bhttps?:\/\/[^\s<>"')\]]+/g;

/** Every link in every stored email: the text as stored, and any one-time link kept beside it. */
async function linksInOutbox(db: Awaited<ReturnType<typeof createTestApp>>['db']) {
  const rows = await db.select().from(emailOutbox);
  return rows.flatMap((row) => [row.textBody, ...Object.values(row.secretValues ?? {})].flatMap((text) => (text.match(URL_IN_TEXT) ?? []).map((link) => ({ kind: row.kind, link }))));
}

describe('in development, where an IP literal is still the default company', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let world: Awaited<ReturnType<typeof createTwoTenantWorld>>;
  beforeAll(async () => {
    t = await createTestApp();
    world = await createTwoTenantWorld(t.db);
  });

  it("a lead posted with Host: 203.0.113.66:8443 links staff to the company's own site", async () => {
    const res = await t.request('POST', '/api/leads', { name: 'Jane', email: 'jane@example.net', message: 'hi', source: 'contact' }, { host: ATTACKER, ip: nextIp() });
    expect(res.status).toBe(201);
    const notices = await t.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'new-lead'));
    expect(notices.map((n) => n.toEmail).sort()).toEqual(['admin-a@example.test', 'staff-a@example.test']);
    for (const notice of notices) {
      expect(notice.textBody).toContain('See the lead, mark it contacted or make them a customer: http://demo.localhost/leads');
      expect(notice.textBody).not.toContain('203.0.113.66');
    }
    recordSecurityFigure('threatsRefused', 1);
  });

  it("a customer's message sent with Host: 203.0.113.66:8443 links staff to the company's own site", async () => {
    const cookie = await t.signIn('a1@example.test');
    const project = world.projects.projectA1.id;
    expect((await t.request('POST', `/api/projects/${project}/messages`, { content: 'Hello' }, { cookie, host: ATTACKER })).status).toBe(201);
    const sent = await t.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'new-message'));
    expect(sent.length).toBeGreaterThan(0);
    for (const email of sent) expect(email.textBody).toContain(`http://demo.localhost/messages?project=${project}`);
    expect(JSON.stringify(sent)).not.toContain('203.0.113.66');
    recordSecurityFigure('threatsRefused', 1);
  });

  it('every email any action writes links only to the configured origin, whatever Host or X-Forwarded-Host it came with', async () => {
    const { company } = world.tenantA;
    const { customerA1, customerA2 } = world.users;
    await t.db.delete(emailOutbox);
    let turn = 0;
    /** The next hostile way of naming the host, so each kind of email meets several. */
    const hostile = (extra: RequestOptions = {}): RequestOptions => {
      const h = HOSTILE[turn++ % HOSTILE.length]!;
      return { ...h, ...extra, headers: { ...h.headers, ...extra.headers } };
    };
    const call = async (method: string, path: string, body: unknown, options: RequestOptions, expected: number) => {
      const res = await t.request(method, path, body, hostile(options));
      expect(res.status, `${method} ${path}: ${await res.clone().text()}`).toBe(expected);
      return res.status === 204 ? undefined : res.json();
    };
    const a1 = await t.signIn('a1@example.test');
    const staff = await t.signIn('staff-a@example.test');
    const admin = await t.signIn('admin-a@example.test');
    const project = await insertProject(t.db, { companyId: company.id, customerId: customerA1.id, name: 'Garden Office', installDate: '2030-04-22', stage: 'manufacturing' });
    const slot = async (days: number) =>
      (await t.db.insert(availabilitySlots).values({ companyId: company.id, staffId: world.users.staffA.id, startsAt: londonDateTime(shiftIsoDate(todayInLondon(), days), '10:00'), durationMinutes: 30 }).returning())[0]!.id;

    // Leads: a contact form, a demo booked from the public site, a lead made a customer.
    const lead = await call('POST', '/api/leads', { name: 'Lee Lead', email: 'lee@example.net', message: 'hi', source: 'contact' }, { ip: nextIp() }, 201);
    await call('POST', '/api/demo/book', { name: 'Pat Visitor', email: 'pat@example.net', slotId: await slot(3) }, { ip: nextIp() }, 201);
    await call('POST', `/api/leads/${lead.id}/convert`, undefined, { cookie: staff }, 201);
    // Messages both ways, a ticket's reply, a delay notice, a document request, a contract.
    await call('POST', `/api/projects/${project.id}/messages`, { content: 'From the customer' }, { cookie: a1 }, 201);
    await call('POST', `/api/projects/${project.id}/messages`, { content: 'From staff' }, { cookie: staff }, 201);
    const ticket = await call('POST', '/api/tickets', { subject: 'Door', description: 'It sticks', category: 'delivery' }, { cookie: a1 }, 201);
    await call('POST', `/api/tickets/${ticket.id}/responses`, { content: 'We will come and look' }, { cookie: staff }, 201);
    await call('POST', `/api/projects/${project.id}/delay-notice`, { reason: 'The cladding is late.', revisedInstallDate: shiftIsoDate(todayInLondon(), 60) }, { cookie: staff }, 201);
    await call('POST', `/api/projects/${project.id}/document-requests`, { documentType: 'Deeds' }, { cookie: staff }, 201);
    const contract = await call('POST', '/api/contracts', { title: 'Agreement', description: '', content: 'Terms', customerId: customerA1.id }, { cookie: staff }, 201);
    await call('POST', `/api/contracts/${contract.id}/sign`, { agreed: true }, { cookie: a1 }, 200);
    // Payments: verified, rejected, marked paid; then the bank details change.
    const item = async () => (await insertPaymentItem(t.db, { companyId: company.id, projectId: project.id, title: 'Stage payment' })).id;
    const confirmed = async () => {
      const id = await item();
      await call('POST', `/api/payments/${id}/confirm-transfer`, { reference: 'INV-1', amount: '1000.00', transferDate: '2024-03-01' }, { cookie: a1 }, 200);
      return id;
    };
    await call('POST', `/api/payments/${await confirmed()}/verify`, {}, { cookie: staff }, 200);
    await call('POST', `/api/payments/${await confirmed()}/reject`, { reason: 'No transfer with this reference.' }, { cookie: staff }, 200);
    await call('POST', `/api/payments/${await item()}/mark-paid`, {}, { cookie: staff }, 200);
    await call('PUT', '/api/bank-details', { accountName: 'Arbour Garden Rooms Ltd', sortCode: '20-00-00', accountNumber: '5512 3456', bankName: 'Barclays' }, { cookie: admin }, 200);
    // Calls: booked and cancelled.
    const booked = await call('POST', `/api/availability/${await slot(4)}/book`, { topic: 'Windows' }, { cookie: a1 }, 201);
    await call('DELETE', `/api/calls/${booked.id}`, undefined, { cookie: a1 }, 204);
    // Accounts: a new customer's invitation, sent again by staff and by an admin from Sent emails, and a password reset.
    const customer = await call('POST', '/api/customers', { name: 'Nia New', email: 'nia@example.net' }, { cookie: staff }, 201);
    await call('POST', `/api/customers/${customer.customer?.id ?? customer.id}/invitation`, undefined, { cookie: staff }, 201);
    const [invitation] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'invitation'));
    await call('POST', `/api/outbox/${invitation!.id}/resend`, undefined, { cookie: admin }, 201);
    await call('POST', '/api/auth/request-password-reset', { email: customerA2.email }, { ip: nextIp() }, 200);

    const links = await linksInOutbox(t.db);
    const kinds = new Set(links.map((l) => l.kind));
    for (const kind of ['lead-received', 'new-lead', 'demo-booked', 'invitation', 'new-message', 'ticket-reply', 'delay-notice', 'document-requested', 'contract-ready', 'contract-signed', 'transfer-confirmed', 'payment-received', 'payment-rejected', 'bank-details-changed', 'call-booked', 'call-cancelled', 'password-reset']) {
      expect(kinds, `a link in a ${kind} email`).toContain(kind);
    }
    expect(links.filter((l) => l.link !== 'http://demo.localhost' && !l.link.startsWith('http://demo.localhost/'))).toEqual([]);
    expect(links.length).toBeGreaterThan(15);
    recordSecurityFigure('threatsRefused', 1);
  });

  it("the public pages' canonical link, sitemap and robots.txt name the configured origin", async () => {
    const clientDir = await mkdtemp(path.join(tmpdir(), 'arbour-client-'));
    await writeFile(path.join(clientDir, 'index.html'), INDEX_HTML);
    const site = await createTestApp({ clientDir });
    const { tenantA } = await createTwoTenantWorld(site.db);
    await seedSiteContent(site.db, tenantA.company);
    for (const options of HOSTILE) {
      const html = await (await site.request('GET', '/pricing', undefined, options)).text();
      expect(/<link rel="canonical" href="([^"]*)"/.exec(html)?.[1], JSON.stringify(options)).toBe('http://demo.localhost/pricing');
      expect(html).toContain('<meta property="og:url" content="http://demo.localhost/pricing"');
      expect(await (await site.request('GET', '/sitemap.xml', undefined, options)).text()).toContain('<loc>http://demo.localhost/pricing</loc>');
      expect(await (await site.request('GET', '/robots.txt', undefined, options)).text()).toContain('Sitemap: http://demo.localhost/sitemap.xml');
      expect(html).not.toMatch(/203\.0\.113\.66|2001:db8|:6666/);
    }
    recordSecurityFigure('threatsRefused', 1);
  });

  it('an IP-literal Host on /api/auth/* is answered, not a 500', async () => {
    for (const host of [ATTACKER, '203.0.113.66', '[2001:db8::66]:8443', '10.0.0.5:3000']) {
      const wrong = await t.request('POST', '/api/auth/sign-in/email', { email: 'a1@example.test', password: 'not-the-password' }, { host, ip: nextIp() });
      expect(wrong.status, host).toBe(401);
      const right = await t.request('POST', '/api/auth/sign-in/email', { email: 'a1@example.test', password: 'password123' }, { host, ip: nextIp() });
      expect(right.status, host).toBe(200);
      const reset = await t.request('POST', '/api/auth/request-password-reset', { email: 'a1@example.test' }, { host, ip: nextIp() });
      expect(reset.status, host).toBe(200);
    }
    recordSecurityFigure('threatsRefused', 1);
  });
});

describe('in production, where a host must name a company', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let world: Awaited<ReturnType<typeof createTwoTenantWorld>>;
  const DEMO = 'demo.arbour.test';
  beforeAll(async () => {
    t = await createTestApp({ isProduction: true, appDomain: 'arbour.test' });
    world = await createTwoTenantWorld(t.db);
  });
  const lead = { name: 'Jane', email: 'jane@example.net', message: 'hi', source: 'contact' };

  it('refuses a lead posted with Host: 203.0.113.66:8443 (or through the proxy) instead of giving it to the default company', async () => {
    for (const options of [{ host: ATTACKER }, { host: '203.0.113.66' }, { host: '[2001:db8::66]:8443' }, { host: DEMO, headers: { 'x-forwarded-host': ATTACKER } }]) {
      const res = await t.request('POST', '/api/leads', lead, { ...options, ip: nextIp() });
      expect(res.status, JSON.stringify(options)).toBe(404);
      expect((await res.json()).error.code).toBe('TENANT_NOT_FOUND');
    }
    expect(await t.db.select().from(leads)).toEqual([]);
    expect(await t.db.select().from(emailOutbox)).toEqual([]);
    recordSecurityFigure('threatsRefused', 1);
  });

  it("refuses a customer's message sent with Host: 203.0.113.66:8443", async () => {
    const cookie = await t.signIn('a1@example.test', undefined, { host: DEMO });
    const res = await t.request('POST', `/api/projects/${world.projects.projectA1.id}/messages`, { content: 'Hello' }, { cookie, host: ATTACKER });
    expect(res.status).toBe(404);
    expect((await res.json()).error.code).toBe('TENANT_NOT_FOUND');
    expect(await t.db.select().from(emailOutbox)).toEqual([]);
    recordSecurityFigure('threatsRefused', 1);
  });

  it("links to https on the company's own name, whatever port or scheme the request came with", async () => {
    const res = await t.request('POST', '/api/leads', lead, { host: `${DEMO}:8443`, headers: { 'x-forwarded-proto': 'http' }, ip: nextIp() });
    expect(res.status).toBe(201);
    const notices = await t.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'new-lead'));
    expect(notices.length).toBeGreaterThan(0);
    for (const notice of notices) expect(notice.textBody).toContain(`https://${DEMO}/leads`);
  });

  it('answers a page on an IP literal or a .localhost name with the unknown-company page, and /api/health on any host', async () => {
    for (const host of [ATTACKER, 'demo.localhost', 'localhost:3000', 'nobody.arbour.test']) {
      const page = await t.request('GET', '/', undefined, { host });
      expect(page.status, host).toBe(404);
      const api = await t.request('GET', '/api/company', undefined, { host });
      expect(api.status, host).toBe(404);
    }
    expect((await t.request('GET', '/api/company', undefined, { host: DEMO })).status).toBe(200);
    expect((await t.request('GET', '/api/company', undefined, { host: 'arbour.test' })).status).toBe(200);
    expect((await t.request('GET', '/api/health', undefined, { host: ATTACKER })).status).toBe(200);
  });

  it('an IP-literal Host on /api/auth/* is the unknown company, not a 500', async () => {
    const res = await t.request('POST', '/api/auth/sign-in/email', { email: 'a1@example.test', password: 'password123' }, { host: ATTACKER, ip: nextIp() });
    expect(res.status).toBe(404);
    expect((await res.json()).error.code).toBe('TENANT_NOT_FOUND');
    recordSecurityFigure('threatsRefused', 1);
  });
});
