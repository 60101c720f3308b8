import { shiftIsoDate, todayInLondon } from '../../../shared/dates';
import { teams } from '../../db/schema/teams';
import { createTwoTenantWorld } from '../../../../tests/factories/world';
import { createTestApp } from '../../../../tests/setup/test-app';

/**
 * What the scheduling and call API tests share: two tenants with a team each (A also a survey
 * team), and a signed-in cookie for every kind of caller the rules tell apart.
 */
export async function schedulingTestKit() {
  const t = await createTestApp();
  const world = await createTwoTenantWorld(t.db);
  const [oak, survey, acme] = await t.db
    .insert(teams)
    .values([
      { companyId: world.tenantA.company.id, name: 'Team Oak' },
      { companyId: world.tenantA.company.id, name: 'Survey Team' },
      { companyId: world.tenantB.company.id, name: 'Acme Crew' },
    ])
    .returning();
  const hostB = { host: world.tenantB.host };
  const cookies = {
    a1: await t.signIn('a1@example.test'),
    a2: await t.signIn('a2@example.test'),
    staffA: await t.signIn('staff-a@example.test'),
    adminA: await t.signIn('admin-a@example.test'),
    b1: await t.signIn('b1@example.test', undefined, hostB),
    staffB: await t.signIn('staff-b@example.test', undefined, hostB),
  };
  return { t, world, teams: { oak: oak!, survey: survey!, acme: acme! }, cookies, hostB };
}

/** A London day this many days from today. */
export const inDays = (days: number) => shiftIsoDate(todayInLondon(), days);
