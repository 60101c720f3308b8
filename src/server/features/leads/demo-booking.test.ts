import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { nextIp } from '../../../../tests/setup/test-app';
import { londonDateTime, shiftIsoDate, todayInLondon } from '../../../shared/dates';
import type { OpenSlot } from '../../../shared/schemas/availability';
import type { LeadPage } from '../../../shared/schemas/leads';
import { emailOutbox } from '../../db/schema/email';
import { availabilitySlots, leads, slotBookings } from '../../db/schema/operations';
import { leadsTestKit } from './leads.test-kit';

let kit: Awaited<ReturnType<typeof leadsTestKit>>;
beforeAll(async () => {
  kit = await leadsTestKit();
});

const inDays = (days: number) => shiftIsoDate(todayInLondon(), days);
async function slot(days: number, time: string, options: { companyId?: string; staffId?: string; startsAt?: Date } = {}) {
  const [row] = await kit.t.db
    .insert(availabilitySlots)
    .values({
      companyId: options.companyId ?? kit.world.tenantA.company.id,
      staffId: options.staffId ?? kit.world.users.staffA.id,
      startsAt: options.startsAt ?? londonDateTime(inDays(days), time),
      durationMinutes: 30,
    })
    .returning();
  return row!.id;
}
const slots = async (host?: string): Promise<OpenSlot[]> => (await (await kit.t.request('GET', '/api/demo/slots', undefined, { host })).json()).slots;
const book = (body: Record<string, unknown>, options: { ip?: string; host?: string } = {}) =>
  kit.t.request('POST', '/api/demo/book', { name: 'Pat Visitor', email: 'pat@example.test', ...body }, { ip: nextIp(), ...options });
const leadsOf = (email: string) => kit.t.db.select().from(leads).where(eq(leads.email, email));

describe('GET /api/demo/slots', () => {
  it('shows anyone the company’s free times to come, with a first name and nothing else', async () => {
    const free = await slot(2, '10:00');
    const tooSoon = await slot(0, '', { startsAt: new Date(Date.now() + 10 * 60_000) });
    const tooFar = await slot(40, '10:00');
    const acme = await slot(2, '11:00', { companyId: kit.world.tenantB.company.id, staffId: kit.world.users.staffB.id });
    const listed = await slots();
    expect(listed.find((s) => s.id === free)).toEqual({ id: free, startsAt: londonDateTime(inDays(2), '10:00').toISOString(), durationMinutes: 30, staffFirstName: 'staff-a' });
    expect(listed.map((s) => s.id)).not.toContain(tooSoon);
    expect(listed.map((s) => s.id)).not.toContain(tooFar);
    expect(listed.map((s) => s.id)).not.toContain(acme);
    expect((await slots(kit.world.tenantB.host)).map((s) => s.id)).toEqual([acme]);
  });
});

describe('POST /api/demo/book', () => {
  it('books a free time as a demo lead, confirms it to the visitor and tells the member of staff', async () => {
    const id = await slot(3, '14:30');
    const res = await book({ slotId: id, phone: '07700 900123', message: 'We have a sloping garden' });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toEqual({ leadId: expect.any(String), startsAt: londonDateTime(inDays(3), '14:30').toISOString(), durationMinutes: 30, staffFirstName: 'staff-a', preferredDate: null });

    const [lead] = await leadsOf('pat@example.test');
    expect(lead).toMatchObject({ id: body.leadId, source: 'demo', status: 'new', preferredDate: null });
    const [booking] = await kit.t.db.select().from(slotBookings).where(eq(slotBookings.slotId, id));
    expect(booking).toMatchObject({ kind: 'demo', leadId: lead!.id, customerId: null, topic: 'We have a sloping garden' });
    expect((await slots()).map((s) => s.id)).not.toContain(id);

    const toVisitor = await kit.outboxTo('demo-booked', 'pat@example.test');
    expect(toVisitor).toHaveLength(1);
    expect(toVisitor[0]!.subject).toMatch(/^Arbour Garden Rooms: your demo on \w+day \d+ \w+ \d{4} at 14:30$/);
    expect(toVisitor[0]!.textBody).toContain('staff-a will take you through our garden buildings');
    expect(toVisitor[0]!.textBody).toContain('(UK time)');
    // Nothing the visitor typed, not even their name: the form may have named someone else's address.
    expect(toVisitor[0]!.toName).toBeNull();
    expect(toVisitor[0]!.textBody).not.toContain('Pat Visitor');
    expect(toVisitor[0]!.textBody).not.toContain('sloping garden');
    const notices = await kit.t.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'new-lead'));
    expect(notices.map((n) => n.toEmail)).toEqual(['staff-a@example.test']);
    expect(notices[0]!.textBody).toContain('Pat Visitor has booked a 30-minute demo with you');
    expect(notices[0]!.textBody).toContain('Phone: 07700 900123');

    const page = (await (await kit.t.request('GET', '/api/leads?source=demo', undefined, { cookie: kit.cookies.staffA })).json()) as LeadPage;
    expect(page.leads.find((l) => l.id === lead!.id)!.demo).toEqual({ startsAt: body.startsAt, durationMinutes: 30, staffName: 'staff-a' });
  });

  it('gives a time to one of two visitors booking it at once; the other is told and keeps nothing', async () => {
    const id = await slot(4, '09:00');
    const [x, y] = await Promise.all([book({ slotId: id, email: 'first@example.test' }), book({ slotId: id, email: 'second@example.test' })]);
    expect([x.status, y.status].sort()).toEqual([201, 409]);
    const loser = x.status === 409 ? x : y;
    expect((await loser.json()).error).toEqual({ code: 'CONFLICT', message: 'That time has just been taken. Please choose another.' });
    const kept = [...(await leadsOf('first@example.test')), ...(await leadsOf('second@example.test'))];
    expect(kept).toHaveLength(1);
    expect(await kit.t.db.select().from(slotBookings).where(eq(slotBookings.slotId, id))).toHaveLength(1);
    const loserEmail = x.status === 409 ? 'first@example.test' : 'second@example.test';
    expect(await kit.outboxTo('demo-booked', loserEmail)).toEqual([]);
  });

  it('keeps a demo asked for on a day that suits, and tells every member of staff', async () => {
    const day = inDays(12);
    const res = await book({ preferredDate: day, email: 'someday@example.test' });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ startsAt: null, preferredDate: day });
    expect((await leadsOf('someday@example.test'))[0]).toMatchObject({ source: 'demo', preferredDate: day });
    const [ack] = await kit.outboxTo('lead-received', 'someday@example.test');
    expect(ack!.subject).toBe('Arbour Garden Rooms: we have your demo request');
    expect(ack!.textBody).toMatch(/Thank you for asking for a demo on \w+day \d+ \w+ \d{4}\./);
    expect((await kit.outboxTo('new-lead', 'admin-a@example.test')).some((n) => n.subject.endsWith('a demo request from Pat Visitor'))).toBe(true);
  });

  it('says what is missing, and refuses times that are not free to book', async () => {
    const neither = await (await book({})).json();
    expect(neither.error.fields.slotId).toEqual(['Choose a time, or tell us a day that suits you']);
    const both = await (await book({ slotId: await slot(5, '10:00'), preferredDate: inDays(6) })).json();
    expect(both.error.fields.preferredDate).toEqual(['Choose a time or a day, not both']);
    expect((await (await book({ slotId: 'tuesday' })).json()).error.fields.slotId).toEqual(['Choose one of the times offered']);
    expect((await (await book({ preferredDate: inDays(-1) })).json()).error.fields.preferredDate).toEqual(['Choose a day from tomorrow onwards']);
    expect((await book({ slotId: '00000000-0000-4000-8000-000000000000' })).status).toBe(404);
    const acme = await slot(5, '12:00', { companyId: kit.world.tenantB.company.id, staffId: kit.world.users.staffB.id });
    expect((await book({ slotId: acme })).status).toBe(404);
    const soon = await slot(0, '', { startsAt: new Date(Date.now() + 15 * 60_000) });
    expect((await (await book({ slotId: soon })).json()).error.message).toBe('That time is too soon to book. Please choose a later one.');
    expect(await kit.t.db.select().from(slotBookings).where(eq(slotBookings.slotId, acme))).toEqual([]);
  });

  it('answers a filled-in honeypot like a booking and keeps nothing, the time still free', async () => {
    const id = await slot(6, '15:00');
    const res = await book({ slotId: id, email: 'robot@example.test', website: 'spam' });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ startsAt: londonDateTime(inDays(6), '15:00').toISOString() });
    expect(await leadsOf('robot@example.test')).toEqual([]);
    expect(await kit.t.db.select().from(slotBookings).where(eq(slotBookings.slotId, id))).toEqual([]);
    expect(await kit.t.db.select().from(emailOutbox).where(eq(emailOutbox.toEmail, 'robot@example.test'))).toEqual([]);
    expect((await slots()).map((s) => s.id)).toContain(id);
  });

  it('shares the contact form’s allowance for an address', async () => {
    const ip = nextIp();
    for (let i = 0; i < 10; i++) {
      expect((await kit.t.request('POST', '/api/leads', { name: 'Busy', email: `busy${i}@example.test`, source: 'contact' }, { ip })).status).toBe(201);
    }
    const refused = await book({ preferredDate: inDays(3), email: 'busy-demo@example.test' }, { ip });
    expect(refused.status).toBe(429);
    expect(await leadsOf('busy-demo@example.test')).toEqual([]);
  });
});
