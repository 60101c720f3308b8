// The bench tenant: the demo company with thousands of projects and a working company's history.
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client';
import { applyMigrations } from '../../src/server/db/migrate';
import { seedDemo } from '../../src/server/db/seed';
import { insertPaymentItem } from '../../tests/factories/payments';
import { insertProject } from '../../src/server/db/insert-project';
import { insertUser } from '../../tests/factories/users';
import type { BenchOptions } from './options';
import { seedStaffDashboardData } from './staff-dashboard';

export const BENCH_CUSTOMER = { email: 'bench-customer@example.test', password: 'bench-password-1' };
/** Confirms the write scenario's transfers; a customer of their own, so the dashboard customer's data stays fixed. */
export const BENCH_WRITER = { email: 'bench-writer@example.test', password: 'bench-password-1' };
const PROJECT_PREFIX = 'proj-bench-';

export interface BenchTenant {
  companyId: string;
  /** The dashboard customer's project: 24 items, a quarter of them paid. */
  projectId: string;
  writerProjectId: string;
}

export async function seedBenchTenant(db: Database, options: BenchOptions): Promise<BenchTenant> {
  await applyMigrations(db);
  await seedDemo(db);
  const companyId = ((await db.execute(sql`select id from companies where subdomain = 'demo'`)).rows[0] as { id: string }).id;
  await db.execute(sql`
    insert into users (id, name, email, role, company_id, is_first_login)
    select 'user-bench-' || n, 'Bench customer ' || n, 'bench' || n || '@example.test', 'customer', ${companyId}, false
    from generate_series(1, ${options.projects}) as n`);
  await db.execute(sql`
    insert into projects (id, company_id, customer_id, name, stage, progress, specification)
    select ${PROJECT_PREFIX} || n, ${companyId}, 'user-bench-' || n, 'Garden room ' || n, 'manufacturing', 40,
      '{"size":"4m x 3m","color":"Grey","windows":"2","doors":"Bi-fold","electricalPackage":"Standard","insulation":"Standard","groundScrews":true}'::jsonb
    from generate_series(1, ${options.projects}) as n`);
  // Past the first sign-in, so the portal opens on the dashboard (Lighthouse measures that page).
  const customer = await insertUser(db, { companyId, ...BENCH_CUSTOMER, isFirstLogin: false });
  const project = await insertProject(db, { companyId, customerId: customer.id });
  for (let i = 0; i < 24; i++) {
    await insertPaymentItem(db, { companyId, projectId: project.id, position: i, amountPence: 45_000 + i, status: i < 6 ? 'paid' : 'pending' });
  }
  const writer = await insertUser(db, { companyId, ...BENCH_WRITER, isFirstLogin: false });
  const writerProject = await insertProject(db, { companyId, customerId: writer.id, name: 'Bench writes' });
  await seedStaffDashboardData(db, companyId, PROJECT_PREFIX, options.projects, options.staffData);
  return { companyId, projectId: project.id, writerProjectId: writerProject.id };
}
