import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { londonDateTime } from '../../../shared/dates';
import type { Call, OpenSlot } from '../../../shared/schemas/availability';
import { emailOutbox } from '../../db/schema/email';
import { availabilitySlots } from '../../db/schema/operations';
import { inDays, schedulingTestKit } from '../scheduling/scheduling.test-kit';

let kit: Awaited<ReturnType<typeof schedulingTestKit>>;
beforeAll(async () => {
  kit = await schedulingTestKit();
});

/** A free slot of staff A (or another of tenant A's staff), straight into the table. */
async function slot(days: number, time: string, staffId = kit.world.users.staffA.id, startsAt = londonDateTime(inDays(days), time)) {
  const [row] = await kit.t.db.insert(availabilitySlots).values({ companyId: kit.world.tenantA.company.id, staffId, startsAt, durationMinutes: 30 }).returning();
  return row!.id;
}
const book = (id: string, cookie = kit.cookies.a1, body?: unknown) => kit.t.request('POST', `/api/availability/${id}/book`, body, { cookie });
const calls = async (cookie: string) => (await (await kit.t.request('GET', '/api/calls', undefined, { cookie })).json()).calls as Call[];
const open = async (cookie = kit.cookies.a1) => (await (await kit.t.request('GET', '/api/availability/open', undefined, { cookie })).json()).slots as OpenSlot[];

describe('calls', () => {
  it('are booked by a customer from the free times, and the member of staff is emailed', async () => {
    const id = await slot(2, '10:00');
    const free = (await open()).find((s) => s.id === id);
    expect(free).toEqual({ id, startsAt: londonDateTime(inDays(2), '10:00').toISOString(), durationMinutes: 30, staffFirstName: 'staff-a' });

    const res = await book(id, kit.cookies.a1, { topic: '  Where the cables run ' });
    expect(res.status).toBe(201);
    const call = await res.json();
    expect(call).toMatchObject({ kind: 'call', customerName: 'a1', staffName: 'staff-a', projectName: 'A1 office', topic: 'Where the cables run' });
    expect((await open()).some((s) => s.id === id)).toBe(false);
    expect((await calls(kit.cookies.a1)).map((c) => c.id)).toContain(call.id);
    expect((await calls(kit.cookies.staffA)).map((c) => c.id)).toContain(call.id);
    expect((await calls(kit.cookies.a2)).map((c) => c.id)).not.toContain(call.id);

    const [email] = await kit.t.db.select().from(emailOutbox).where(and(eq(emailOutbox.kind, 'call-booked'), eq(emailOutbox.toEmail, 'staff-a@example.test')));
    expect(email!.subject).toMatch(/^Arbour Garden Rooms: a1 booked a call on \w+day \d+ \w+ \d{4} at 10:00$/);
    expect(email!.textBody).toContain('a1 (A1 office) has booked a 30-minute call with you');
    expect(email!.textBody).toContain('Where the cables run');
    expect(email!.textBody).toContain('http://demo.localhost/scheduling');
    const feed = async (cookie: string) => (await (await kit.t.request('GET', '/api/activity', undefined, { cookie })).json()).activity as { type: string; description: string }[];
    expect((await feed(kit.cookies.a1)).find((a) => a.type === 'call_booked')?.description).toMatch(/^Call booked with staff-a for \w+day \d+ \w+ \d{4} at 10:00$/);
    expect((await feed(kit.cookies.a2)).some((a) => a.type === 'call_booked')).toBe(false);
  });

  it('go to one of two customers booking the same time at once; the other is told it was taken', async () => {
    const id = await slot(3, '11:30');
    const [x, y] = await Promise.all([book(id, kit.cookies.a1), book(id, kit.cookies.a2)]);
    expect([x.status, y.status].sort()).toEqual([201, 409]);
    const loser = x.status === 409 ? x : y;
    expect((await loser.json()).error).toEqual({ code: 'CONFLICT', message: 'That time has just been taken. Please choose another.' });
    expect((await book(id, kit.cookies.a2)).status).toBe(409);
  });

  it('refuse times that are too soon, unknown ones and a fourth upcoming call', async () => {
    const soon = await slot(0, '', kit.world.users.adminA.id, new Date(Date.now() + 20 * 60_000));
    expect((await (await book(soon, kit.cookies.a2)).json()).error.message).toBe('That time is too soon to book. Please choose a later one.');
    expect((await open(kit.cookies.a2)).some((s) => s.id === soon)).toBe(false);
    expect((await book('00000000-0000-4000-8000-000000000000', kit.cookies.a2)).status).toBe(404);
    expect((await book('not-a-slot', kit.cookies.a2)).status).toBe(400);
    expect((await book(await slot(4, '10:00'), kit.cookies.a2, { topic: 'x'.repeat(501) })).status).toBe(400);

    // A booking without a topic needs no body at all.
    expect((await book(await slot(4, '11:00'), kit.cookies.a2)).status).toBe(201);
    const before = (await calls(kit.cookies.a2)).length;
    for (let i = before; i < 3; i++) expect((await book(await slot(5, `1${i}:00`), kit.cookies.a2)).status).toBe(201);
    const fourth = await book(await slot(6, '10:00'), kit.cookies.a2);
    expect(fourth.status).toBe(409);
    expect((await fourth.json()).error.message).toBe('You already have 3 calls booked. Please cancel one to book another.');
  });

  it('are cancelled by the customer who booked them or by staff, freeing the time and telling the other side', async () => {
    const id = await slot(7, '14:00');
    const call = await (await book(id, kit.cookies.a1, { topic: 'Cancel me' })).json();
    const path = `/api/calls/${call.id}`;
    expect((await kit.t.request('DELETE', path, undefined, { cookie: kit.cookies.a2 })).status).toBe(404);
    expect((await kit.t.request('DELETE', path, undefined, { cookie: kit.cookies.a1 })).status).toBe(204);
    expect((await open()).some((s) => s.id === id)).toBe(true);
    const toStaff = await kit.t.db.select().from(emailOutbox).where(and(eq(emailOutbox.kind, 'call-cancelled'), eq(emailOutbox.toEmail, 'staff-a@example.test')));
    expect(toStaff).toHaveLength(1);
    expect(toStaff[0]!.textBody).toContain('a1 has cancelled their call with you');

    const again = await (await book(id, kit.cookies.a1)).json();
    expect((await kit.t.request('DELETE', `/api/calls/${again.id}`, undefined, { cookie: kit.cookies.adminA })).status).toBe(204);
    const toCustomer = await kit.t.db.select().from(emailOutbox).where(and(eq(emailOutbox.kind, 'call-cancelled'), eq(emailOutbox.toEmail, 'a1@example.test')));
    expect(toCustomer[0]!.textBody).toContain('We have had to cancel your call with Arbour Garden Rooms');
    expect((await kit.t.request('DELETE', `/api/calls/${again.id}`, undefined, { cookie: kit.cookies.adminA })).status).toBe(404);
  });

  it('download as an iCalendar event worded for the customer or for staff', async () => {
    const call = await (await book(await slot(8, '10:00'), kit.cookies.a1, { topic: 'Foundations' })).json();
    const ics = async (cookie: string) => kit.t.request('GET', `/api/calls/${call.id}/calendar.ics`, undefined, { cookie });
    const forCustomer = await ics(kit.cookies.a1);
    expect(forCustomer.status).toBe(200);
    expect(forCustomer.headers.get('content-type')).toContain('text/calendar');
    expect(forCustomer.headers.get('content-disposition')).toBe('attachment; filename="call.ics"');
    const text = await forCustomer.text();
    const start = londonDateTime(inDays(8), '10:00').toISOString().replace(/[-:]/g, '').slice(0, 15);
    const end = new Date(londonDateTime(inDays(8), '10:00').getTime() + 30 * 60_000).toISOString().replace(/[-:]/g, '').slice(0, 15);
    expect(text).toContain(`DTSTART:${start}Z`);
    expect(text).toContain(`DTEND:${end}Z`);
    expect(text).toContain('SUMMARY:Call with Arbour Garden Rooms');
    expect(text).toContain('Topic: Foundations');
    expect(await (await ics(kit.cookies.staffA)).text()).toContain('SUMMARY:Call with a1');
    expect((await ics(kit.cookies.a2)).status).toBe(404);
  });
});
