import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { londonDateTime } from '../../../shared/dates';
import type { ScheduleEvent } from '../../../shared/schemas/scheduling';
import { availabilitySlots, slotBookings } from '../../db/schema/operations';
import { projects } from '../../db/schema/projects';
import { inDays, schedulingTestKit } from './scheduling.test-kit';

let kit: Awaited<ReturnType<typeof schedulingTestKit>>;
beforeAll(async () => {
  kit = await schedulingTestKit();
});

const schedule = async (from: string, to: string, cookie = kit.cookies.staffA, host?: string) =>
  (await (await kit.t.request('GET', `/api/schedule?from=${from}&to=${to}`, undefined, { cookie, host })).json()).events as ScheduleEvent[];

describe('GET /api/schedule', () => {
  it('lists installations, visits and booked calls of the range by day, with project, customer, team and place', async () => {
    const { world, teams, t } = kit;
    await t.db.update(projects).set({ installDate: inDays(8), installSlot: 'morning', installTeamId: teams.oak.id, siteAddress: 'Dorking', installStatus: 'confirmed' }).where(eq(projects.id, world.projects.projectA1.id));
    // A finished project's installation is history, not schedule.
    await t.db.update(projects).set({ installDate: inDays(8), stage: 'completed' }).where(eq(projects.id, world.projects.projectA2.id));
    await t.db.update(projects).set({ installDate: inDays(8) }).where(eq(projects.id, world.projects.projectB1.id));
    await kit.t.request('POST', '/api/site-visits', { projectId: world.projects.projectA2.id, kind: 'survey', date: inDays(7), slot: 'afternoon', teamId: teams.survey.id, location: 'Reigate' }, { cookie: kit.cookies.staffA });
    // A call at 09:30 London on day 8, booked by customer A1.
    const [slot] = await t.db
      .insert(availabilitySlots)
      .values({ companyId: world.tenantA.company.id, staffId: world.users.staffA.id, startsAt: londonDateTime(inDays(8), '09:30'), durationMinutes: 30 })
      .returning();
    await t.db.insert(slotBookings).values({ companyId: world.tenantA.company.id, slotId: slot!.id, kind: 'call', customerId: world.users.customerA1.id, projectId: world.projects.projectA1.id, topic: 'Doors' });

    const events = await schedule(inDays(7), inDays(8));
    expect(events.map((e) => [e.date, e.kind, e.customerName])).toEqual([
      [inDays(7), 'survey', 'a2'],
      [inDays(8), 'installation', 'a1'],
      [inDays(8), 'call', 'a1'],
    ]);
    expect(events[0]).toMatchObject({ slot: 'afternoon', teamName: 'Survey Team', location: 'Reigate', projectName: 'A2 studio' });
    expect(events[1]).toMatchObject({ id: `installation:${world.projects.projectA1.id}`, slot: 'morning', teamName: 'Team Oak', location: 'Dorking', installStatus: 'confirmed' });
    expect(events[2]).toMatchObject({ slot: null, startsAt: londonDateTime(inDays(8), '09:30').toISOString(), durationMinutes: 30, staffName: 'staff-a', topic: 'Doors', projectName: 'A1 office' });

    expect(await schedule(inDays(9), inDays(30))).toEqual([]);
    // The other company sees only its own installation.
    expect((await schedule(inDays(7), inDays(8), kit.cookies.staffB, kit.hostB.host)).map((e) => e.customerName)).toEqual(['b1']);
  });
});
