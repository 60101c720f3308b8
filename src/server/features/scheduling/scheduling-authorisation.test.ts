import { beforeAll, describe, expect, it } from 'vitest';
import { londonDateTime } from '../../../shared/dates';
import { availabilitySlots } from '../../db/schema/operations';
import { inDays, schedulingTestKit } from './scheduling.test-kit';

let kit: Awaited<ReturnType<typeof schedulingTestKit>>;
/** Tenant A's things every route is tried against. */
const ids = {} as Record<'visit' | 'slot' | 'freeSlot' | 'call', string>;

beforeAll(async () => {
  kit = await schedulingTestKit();
  const { t, world, cookies } = kit;
  const visit = await t.request('POST', '/api/site-visits', { projectId: world.projects.projectA1.id, kind: 'survey', date: inDays(4), teamId: kit.teams.survey.id }, { cookie: cookies.staffA });
  ids.visit = (await visit.json()).visit.id;
  const [slot, freeSlot] = await t.db
    .insert(availabilitySlots)
    .values([
      { companyId: world.tenantA.company.id, staffId: world.users.staffA.id, startsAt: londonDateTime(inDays(5), '10:00') },
      { companyId: world.tenantA.company.id, staffId: world.users.staffA.id, startsAt: londonDateTime(inDays(5), '11:00') },
    ])
    .returning();
  ids.slot = slot!.id;
  ids.freeSlot = freeSlot!.id;
  ids.call = (await (await t.request('POST', `/api/availability/${ids.slot}/book`, { topic: 'Private' }, { cookie: cookies.a1 })).json()).id;
});

interface Route {
  method: string;
  path: () => string;
  body?: () => unknown;
}
const range = `from=${inDays(0)}&to=${inDays(30)}`;
const STAFF_ROUTES: Record<string, Route> = {
  schedule: { method: 'GET', path: () => `/api/schedule?${range}` },
  conflicts: { method: 'GET', path: () => `/api/schedule/conflicts?teamId=${kit.teams.survey.id}&date=${inDays(4)}` },
  listVisits: { method: 'GET', path: () => `/api/site-visits?${range}` },
  createVisit: { method: 'POST', path: () => '/api/site-visits', body: () => ({ projectId: kit.world.projects.projectA1.id, kind: 'delivery', date: inDays(6) }) },
  changeVisit: { method: 'PATCH', path: () => `/api/site-visits/${ids.visit}`, body: () => ({ notes: 'Changed' }) },
  deleteVisit: { method: 'DELETE', path: () => `/api/site-visits/${ids.visit}` },
  listAvailability: { method: 'GET', path: () => `/api/availability?${range}` },
  addAvailability: { method: 'POST', path: () => '/api/availability', body: () => ({ startsAt: londonDateTime(inDays(9), '10:00').toISOString() }) },
  removeAvailability: { method: 'DELETE', path: () => `/api/availability/${ids.freeSlot}` },
};
const SHARED_ROUTES: Record<string, Route> = {
  openSlots: { method: 'GET', path: () => '/api/availability/open' },
  book: { method: 'POST', path: () => `/api/availability/${ids.freeSlot}/book`, body: () => ({}) },
  calls: { method: 'GET', path: () => '/api/calls' },
  cancelCall: { method: 'DELETE', path: () => `/api/calls/${ids.call}` },
  callCalendar: { method: 'GET', path: () => `/api/calls/${ids.call}/calendar.ics` },
};
const ALL = { ...STAFF_ROUTES, ...SHARED_ROUTES };
const call = (r: Route, cookie?: string, host?: string) => kit.t.request(r.method, r.path(), r.body?.(), { cookie, host });

describe('scheduling and calls: who may call what', () => {
  it.each(Object.entries(ALL))('%s: anonymous callers and another company’s staff on this host are 401', async (_, route) => {
    expect((await call(route)).status).toBe(401);
    expect((await call(route, kit.cookies.staffB)).status).toBe(401);
    expect((await call(route, kit.cookies.b1)).status).toBe(401);
  });

  it.each(Object.entries(STAFF_ROUTES))('%s: customers are refused (403)', async (_, route) => {
    expect((await call(route, kit.cookies.a1)).status).toBe(403);
    expect((await call(route, kit.cookies.a2)).status).toBe(403);
  });

  it('another company’s staff on their own host reach none of this company’s things', async () => {
    const b = (r: Route) => call(r, kit.cookies.staffB, kit.hostB.host);
    for (const name of ['changeVisit', 'deleteVisit', 'removeAvailability', 'cancelCall', 'callCalendar']) expect((await b(ALL[name]!)).status, name).toBe(404);
    expect((await (await b(ALL.createVisit!)).json()).error.fields).toEqual({ projectId: ['Choose one of your projects.'] });
    expect((await b(ALL.conflicts!)).status).toBe(400);
    expect((await (await b(ALL.schedule!)).json()).events).toEqual([]);
    expect((await (await b(ALL.listVisits!)).json()).visits).toEqual([]);
    expect((await (await b(ALL.listAvailability!)).json()).slots).toEqual([]);
    expect((await (await b(ALL.calls!)).json()).calls).toEqual([]);
    expect((await (await b(ALL.openSlots!)).json()).slots).toEqual([]);
    // Staff do not book calls; another company's customer does not find this company's time.
    expect((await b(ALL.book!)).status).toBe(403);
    expect((await call(ALL.book!, kit.cookies.b1, kit.hostB.host)).status).toBe(404);
  });

  it("a customer of another project neither sees nor changes a1's call", async () => {
    expect((await call(ALL.cancelCall!, kit.cookies.a2)).status).toBe(404);
    expect((await call(ALL.callCalendar!, kit.cookies.a2)).status).toBe(404);
    expect((await (await call(ALL.calls!, kit.cookies.a2)).json()).calls).toEqual([]);
    const open = (await (await call(ALL.openSlots!, kit.cookies.a2)).json()).slots as { id: string }[];
    expect(open.map((s) => s.id)).toEqual([ids.freeSlot]);
    // Staff of the company reach everything, and the call is still there for its customer.
    expect((await call(ALL.callCalendar!, kit.cookies.a1)).status).toBe(200);
    expect((await call(ALL.callCalendar!, kit.cookies.staffA)).status).toBe(200);
    expect((await call(ALL.changeVisit!, kit.cookies.staffA)).status).toBe(200);
  });
});
