import { beforeAll, describe, expect, it } from 'vitest';
import { londonDateTime } from '../../../shared/dates';
import type { AvailabilitySlot } from '../../../shared/schemas/availability';
import { inDays, schedulingTestKit } from '../scheduling/scheduling.test-kit';

let kit: Awaited<ReturnType<typeof schedulingTestKit>>;
beforeAll(async () => {
  kit = await schedulingTestKit();
});

const at = (days: number, time: string) => londonDateTime(inDays(days), time).toISOString();
const add = (body: unknown, cookie = kit.cookies.staffA) => kit.t.request('POST', '/api/availability', body, { cookie });
const list = async (from: string, to: string, cookie = kit.cookies.staffA) =>
  (await (await kit.t.request('GET', `/api/availability?from=${from}&to=${to}`, undefined, { cookie })).json()).slots as AvailabilitySlot[];

describe('call availability', () => {
  it('is offered by staff in their own name, in the future, and listed by London day with its booking', async () => {
    const res = await add({ startsAt: at(3, '10:00'), durationMinutes: 45 });
    expect(res.status).toBe(201);
    const slot = await res.json();
    expect(slot).toMatchObject({ staffName: 'staff-a', mine: true, startsAt: at(3, '10:00'), durationMinutes: 45, booking: null });
    // Half past eleven at night in London is still that London day.
    await add({ startsAt: at(3, '23:30') });
    const [first, late] = await list(inDays(3), inDays(3), kit.cookies.adminA);
    expect(first).toMatchObject({ id: slot.id, mine: false, staffName: 'staff-a' });
    expect(late!.startsAt).toBe(at(3, '23:30'));
    expect(await list(inDays(4), inDays(4))).toEqual([]);
  });

  it("never overlaps the same person's other times, even when added twice at once", async () => {
    await add({ startsAt: at(4, '10:00'), durationMinutes: 30 });
    const overlap = await add({ startsAt: at(4, '10:15'), durationMinutes: 30 });
    expect(overlap.status).toBe(409);
    expect((await overlap.json()).error.message).toBe('You already offer a time that overlaps this one.');
    expect((await add({ startsAt: at(4, '09:45'), durationMinutes: 15 })).status).toBe(201);
    expect((await add({ startsAt: at(4, '10:00') }, kit.cookies.adminA)).status).toBe(201);

    const twice = await Promise.all([add({ startsAt: at(5, '14:00') }), add({ startsAt: at(5, '14:10') })]);
    expect(twice.map((r) => r.status).sort()).toEqual([201, 409]);
  });

  it('refuses past, far-off and malformed times, saying why', async () => {
    const past = await add({ startsAt: new Date(Date.now() - 60_000).toISOString() });
    expect((await past.json()).error.fields).toEqual({ startsAt: ['Choose a time in the future.'] });
    const far = await add({ startsAt: at(120, '10:00') });
    expect((await far.json()).error.fields).toEqual({ startsAt: ['Choose a time within the next 90 days.'] });
    const bad = await add({ startsAt: '2030-05-04 10:00', durationMinutes: 17 });
    expect(Object.keys((await bad.json()).error.fields).sort()).toEqual(['durationMinutes', 'startsAt']);
  });

  it('is removed by its owner while nobody has booked it', async () => {
    const mine = await (await add({ startsAt: at(6, '11:00') })).json();
    expect((await kit.t.request('DELETE', `/api/availability/${mine.id}`, undefined, { cookie: kit.cookies.adminA })).status).toBe(403);
    expect((await kit.t.request('DELETE', `/api/availability/${mine.id}`, undefined, { cookie: kit.cookies.staffA })).status).toBe(204);
    expect((await kit.t.request('DELETE', `/api/availability/${mine.id}`, undefined, { cookie: kit.cookies.staffA })).status).toBe(404);

    const booked = await (await add({ startsAt: at(6, '15:00') })).json();
    expect((await kit.t.request('POST', `/api/availability/${booked.id}/book`, { topic: 'Windows' }, { cookie: kit.cookies.a1 })).status).toBe(201);
    const refused = await kit.t.request('DELETE', `/api/availability/${booked.id}`, undefined, { cookie: kit.cookies.staffA });
    expect(refused.status).toBe(409);
    expect((await refused.json()).error.message).toBe('This time is booked. Cancel the call first.');
    const [listed] = await list(inDays(6), inDays(6));
    expect(listed!.booking).toMatchObject({ kind: 'call', name: 'a1', projectName: 'A1 office', topic: 'Windows' });
  });
});
