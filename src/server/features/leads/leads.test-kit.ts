import { and, eq } from 'drizzle-orm';
import { createTwoTenantWorld } from '../../../../tests/factories/world';
import { createTestApp, nextIp } from '../../../../tests/setup/test-app';
import type { Configuration } from '../../../shared/schemas/configurator';
import { emailOutbox } from '../../db/schema/email';
import { seedConfiguratorOptions } from '../../db/seed-configurator';

/**
 * What the lead and demo API tests share: two tenants with their price lists, a cookie for each
 * kind of caller the rules tell apart, and a fresh caller address per form so the forms'
 * allowance is only met where a test means to meet it.
 */
export async function leadsTestKit() {
  const t = await createTestApp();
  const world = await createTwoTenantWorld(t.db);
  await seedConfiguratorOptions(t.db, world.tenantA.company.id, 'arbour');
  await seedConfiguratorOptions(t.db, world.tenantB.company.id, 'acme');
  const hostB = { host: world.tenantB.host };
  const cookies = {
    a1: await t.signIn('a1@example.test'),
    staffA: await t.signIn('staff-a@example.test'),
    adminA: await t.signIn('admin-a@example.test'),
    staffB: await t.signIn('staff-b@example.test', undefined, hostB),
  };
  const postLead = (body: unknown, options: { ip?: string; host?: string } = {}) => t.request('POST', '/api/leads', body, { ip: nextIp(), ...options });
  const outboxTo = (kind: string, toEmail: string) =>
    t.db.select().from(emailOutbox).where(and(eq(emailOutbox.kind, kind), eq(emailOutbox.toEmail, toEmail)));
  return { t, world, cookies, hostB, postLead, outboxTo };
}

/** A 4 m × 3 m home office from Arbour's seeded price list. */
export const homeOffice4x3: Configuration = {
  productType: 'home_office',
  size: '4x3',
  cladding: 'cedar',
  windows: 'two_windows',
  doors: 'bifold',
  electrical: 'office',
  insulation: 'enhanced',
  base: 'ground_screws',
};
