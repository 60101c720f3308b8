import { and, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { nextIp } from '../../../../tests/setup/test-app';
import { shiftIsoDate, todayInLondon } from '../../../shared/dates';
import type { Lead, LeadPage } from '../../../shared/schemas/leads';
import { rateLimits } from '../../db/schema/auth';
import { emailOutbox } from '../../db/schema/email';
import { leads } from '../../db/schema/operations';
import { homeOffice4x3, leadsTestKit } from './leads.test-kit';

let kit: Awaited<ReturnType<typeof leadsTestKit>>;
beforeAll(async () => {
  kit = await leadsTestKit();
});

const contact = (overrides: Record<string, unknown> = {}) => ({ name: 'Jo Bloggs', email: 'jo@example.test', source: 'contact', ...overrides });
const page = async (query: string, cookie = kit.cookies.staffA, host?: string): Promise<LeadPage> =>
  (await kit.t.request('GET', `/api/leads${query}`, undefined, { cookie, host })).json();
const leadRows = (email: string) => kit.t.db.select().from(leads).where(eq(leads.email, email));

describe('POST /api/leads', () => {
  it('keeps an enquiry and emails the person and each of the company’s staff once', async () => {
    const res = await kit.postLead(contact({ name: '  Jo Bloggs ', email: 'Jo.Enquiry@Example.test', phone: '+44 (0)20 7946 0958', message: 'A studio for painting?' }));
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toMatchObject({ source: 'contact' });

    const [row] = await leadRows('jo.enquiry@example.test');
    expect(row).toMatchObject({ id: body.id, name: 'Jo Bloggs', phone: '+44 (0)20 7946 0958', message: 'A studio for painting?', status: 'new', companyId: kit.world.tenantA.company.id });

    const ack = await kit.outboxTo('lead-received', 'jo.enquiry@example.test');
    expect(ack).toHaveLength(1);
    expect(ack[0]!.subject).toBe('Arbour Garden Rooms: thank you for getting in touch');
    // It repeats nothing the visitor typed: the form may have named someone else's address.
    expect(ack[0]!.toName).toBeNull();
    expect(ack[0]!.textBody).toContain('Thank you for contacting Arbour Garden Rooms through our website.');
    expect(ack[0]!.textBody).not.toContain('Jo Bloggs');
    expect(ack[0]!.textBody).not.toContain('A studio for painting?');
    const notices = await kit.t.db.select().from(emailOutbox).where(and(eq(emailOutbox.kind, 'new-lead'), like(emailOutbox.subject, '%from Jo Bloggs')));
    expect(notices.map((n) => n.toEmail).sort()).toEqual(['admin-a@example.test', 'staff-a@example.test']);
    expect(notices[0]!.textBody).toContain('Phone: +44 (0)20 7946 0958');
    expect(notices[0]!.textBody).toContain('http://demo.localhost/leads');
    expect(notices[0]!.textBody).toContain('A studio for painting?');
  });

  it('says in words what is wrong with a form', async () => {
    const res = await kit.postLead({ name: ' ', email: 'not-an-email', phone: '12345', source: 'fax', message: 'x'.repeat(2001) });
    expect(res.status).toBe(400);
    const { error } = await res.json();
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.fields).toMatchObject({
      name: ['Enter your name'],
      email: ['Enter an email address like name@example.com'],
      phone: ['Enter a UK phone number like 07700 900123 or 01632 960123'],
      message: ['Keep your message under 2,000 characters'],
    });
    expect(error.fields.source).toHaveLength(1);

    const noDesign = await (await kit.postLead(contact({ source: 'configurator' }))).json();
    expect(noDesign.error.fields.configuration).toEqual(['A quote request needs the design you chose in the configurator']);
    const past = await (await kit.postLead(contact({ source: 'demo', preferredDate: todayInLondon() }))).json();
    expect(past.error.fields.preferredDate).toEqual(['Choose a day from tomorrow onwards']);
    const unknown = await (await kit.postLead(contact({ source: 'configurator', configuration: { ...homeOffice4x3, size: '9x9' } }))).json();
    expect(unknown.error.fields['configuration.size']).toEqual(['There is no size option "9x9". Choose one of the size options offered.']);
    expect(await leadRows('jo@example.test')).toEqual([]);

    // An empty optional box is "not given", not a wrong answer.
    expect((await kit.postLead(contact({ email: 'blank.boxes@example.test', phone: '', message: '  ' }))).status).toBe(201);
    expect((await leadRows('blank.boxes@example.test'))[0]).toMatchObject({ phone: null, message: null });
  });

  it('answers a filled-in honeypot as if it took it, and keeps nothing at all', async () => {
    const ip = nextIp();
    const res = await kit.postLead(contact({ email: 'bot@example.test', website: 'http://spam.example' }), { ip });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ id: expect.any(String), source: 'contact' });
    expect(await leadRows('bot@example.test')).toEqual([]);
    expect(await kit.t.db.select().from(emailOutbox).where(eq(emailOutbox.toEmail, 'bot@example.test'))).toEqual([]);
    expect(await kit.t.db.select().from(emailOutbox).where(like(emailOutbox.subject, '%bot%'))).toEqual([]);
    expect(await kit.t.db.select().from(rateLimits).where(like(rateLimits.key, `%${ip}`))).toEqual([]);
  });

  it('takes ten forms an hour from one address for one company, then answers 429', async () => {
    const ip = nextIp();
    for (let i = 0; i < 10; i++) expect((await kit.postLead(contact({ email: `burst${i}@example.test` }), { ip })).status).toBe(201);
    const refused = await kit.postLead(contact({ email: 'burst10@example.test' }), { ip });
    expect(refused.status).toBe(429);
    const { error } = await refused.json();
    expect(error.code).toBe('RATE_LIMITED');
    expect(error.message).toMatch(/^We have received several messages from you in the last hour\. Please try again in \d+ minutes\.$/);
    expect(await leadRows('burst10@example.test')).toEqual([]);
    // Another address, and another company's site from the same address, have their own allowance.
    expect((await kit.postLead(contact({ email: 'burst11@example.test' }))).status).toBe(201);
    expect((await kit.postLead(contact({ email: 'burst12@example.test' }), { ip, host: kit.world.tenantB.host })).status).toBe(201);
  });

  it('keeps a quote request with its design, priced in both emails', async () => {
    const res = await kit.postLead(contact({ email: 'quote@example.test', source: 'configurator', configuration: homeOffice4x3 }));
    expect(res.status).toBe(201);
    expect((await leadRows('quote@example.test'))[0]!.configuration).toEqual(homeOffice4x3);
    const [ack] = await kit.outboxTo('lead-received', 'quote@example.test');
    expect(ack!.subject).toBe('Arbour Garden Rooms: we have your quote request');
    expect(ack!.textBody).toContain('- Doors: Bi-fold doors');
    expect(ack!.textBody).toMatch(/Estimated price: £[\d,]+\.\d\d including VAT/);
    const [listed] = (await page('?source=configurator')).leads.filter((l) => l.email === 'quote@example.test');
    expect(listed!.configurationSummary).toBe(
      'Home Office, 4 m x 3 m, Western red cedar, natural, Two side windows, Bi-fold doors, Office, Enhanced (100 mm PIR), Ground screws',
    );
  });

  it('keeps a demo asked for on a day, which staff see with the day', async () => {
    const day = shiftIsoDate(todayInLondon(), 10);
    expect((await kit.postLead(contact({ email: 'someday@example.test', source: 'demo', preferredDate: day }))).status).toBe(201);
    const [listed] = (await page('?source=demo')).leads.filter((l) => l.email === 'someday@example.test');
    expect(listed).toMatchObject({ preferredDate: day, demo: null, source: 'demo' });
  });
});

describe('GET /api/leads', () => {
  it('pages the company’s leads newest first, filtered by status and source, and counts them on the dashboard', async () => {
    const stats = async () => (await (await kit.t.request('GET', '/api/staff/dashboard', undefined, { cookie: kit.cookies.staffA })).json()).newLeads as number;
    // Older leads straight into the table, enough for a second page.
    const older = new Date(Date.now() - 86_400_000);
    await kit.t.db.insert(leads).values(Array.from({ length: 20 }, (_, i) => ({ companyId: kit.world.tenantA.company.id, name: `Older ${i}`, email: `older${i}@example.test`, source: 'contact' as const, createdAt: older })));
    const before = await stats();
    for (let i = 0; i < 3; i++) await kit.postLead(contact({ email: `list${i}@example.test` }));
    expect(await stats()).toBe(before + 3);

    const first = await page('');
    expect(first.page).toBe(1);
    expect(first.total).toBeGreaterThan(20);
    expect(first.pageCount).toBe(Math.ceil(first.total / 20));
    expect(first.leads).toHaveLength(20);
    expect(first.leads.slice(0, 3).map((l) => l.email)).toEqual(['list2@example.test', 'list1@example.test', 'list0@example.test']);
    const second = await page('?page=2');
    expect(second.leads.some((l) => first.leads.some((f) => f.id === l.id))).toBe(false);
    expect((await page('?page=999')).page).toBe(first.pageCount);

    const configurator = await page('?source=configurator&status=new');
    expect(configurator.leads.every((l) => l.source === 'configurator' && l.status === 'new')).toBe(true);
    expect((await page('?status=converted')).total).toBe(0);
    expect((await kit.t.request('GET', '/api/leads?status=lost', undefined, { cookie: kit.cookies.staffA })).status).toBe(400);
  });

  it('shows another company’s staff none of them, and refuses customers, strangers and cookies from another host', async () => {
    expect((await page('', kit.cookies.staffB, kit.world.tenantB.host)).leads.some((l) => l.email.startsWith('list'))).toBe(false);
    expect((await kit.t.request('GET', '/api/leads', undefined, { cookie: kit.cookies.staffB })).status).toBe(401);
    expect((await kit.t.request('GET', '/api/leads', undefined, { cookie: kit.cookies.a1 })).status).toBe(403);
    expect((await kit.t.request('GET', '/api/leads')).status).toBe(401);
  });
});

describe('PATCH /api/leads/{id}', () => {
  it('marks a lead contacted and back to new, for the company’s staff only', async () => {
    await kit.postLead(contact({ email: 'callback@example.test' }));
    const [row] = await leadRows('callback@example.test');
    const patch = (body: unknown, cookie?: string, host?: string) => kit.t.request('PATCH', `/api/leads/${row!.id}`, body, { cookie, host });

    const contacted = await patch({ status: 'contacted' }, kit.cookies.staffA);
    expect(contacted.status).toBe(200);
    expect(((await contacted.json()) as Lead).status).toBe('contacted');
    expect((await page('?status=contacted')).leads.map((l) => l.id)).toContain(row!.id);
    expect(((await (await patch({ status: 'new' }, kit.cookies.adminA)).json()) as Lead).status).toBe('new');

    expect((await patch({ status: 'converted' }, kit.cookies.staffA)).status).toBe(400);
    expect((await patch({ status: 'contacted' }, kit.cookies.a1)).status).toBe(403);
    expect((await patch({ status: 'contacted' })).status).toBe(401);
    expect((await patch({ status: 'contacted' }, kit.cookies.staffB)).status).toBe(401);
    expect((await patch({ status: 'contacted' }, kit.cookies.staffB, kit.world.tenantB.host)).status).toBe(404);
    expect((await kit.t.request('PATCH', '/api/leads/not-an-id', { status: 'new' }, { cookie: kit.cookies.staffA })).status).toBe(400);
    expect((await leadRows('callback@example.test'))[0]!.status).toBe('new');
  });
});
