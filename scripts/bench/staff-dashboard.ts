// The staff dashboard's part of npm run bench: a busy tenant's rows, and each of the dashboard's calls timed alone.
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client';

/**
 * The staff dashboard's own data calls (issue 7's list): the stat cards, Production Status, the
 * installations, activity and ticket counts, and the first page of payments. The page rendered on
 * the server reads most of them and a few cheap ones besides (bank details, teams, schedule, notes).
 */
export const STAFF_DASHBOARD_PATHS = ['/api/staff/dashboard', '/api/staff/production', '/api/installations', '/api/activity', '/api/tickets/counts', '/api/payments?page=1'];
/** Issue 7: each call under 20 ms at the median on a tenant of this size. */
export const STAFF_DASHBOARD_P50_BUDGET_MS = 20;

export interface StaffDashboardData {
  payments: number;
  activity: number;
  tasks: number;
  leads: number;
  tickets: number;
}
export const STAFF_DASHBOARD_DATA: StaffDashboardData = { payments: 50_000, activity: 100_000, tasks: 2_000, leads: 5_000, tickets: 1_000 };

/**
 * Turns the bench tenant's projects into a working company: every stage, install dates for the
 * unfinished ones (past and future), five payments each, and a long activity history.
 */
export async function seedStaffDashboardData(db: Database, companyId: string, projectIdPrefix: string, projectCount: number, data: StaffDashboardData = STAFF_DASHBOARD_DATA) {
  const [staff] = (await db.execute<{ id: string }>(sql`select id from users where company_id = ${companyId} and role = 'staff' order by created_at limit 1`)).rows;
  if (!staff) throw new Error('the bench tenant has no staff user');
  const stages = sql`(array['contract_deposit','design_confirmation','site_preparation','manufacturing','quality_control','delivery_installation','completed'])`;
  await db.execute(sql`
    update projects set
      stage = (${stages})[1 + n % 7]::project_stage,
      install_date = case when n % 7 = 6 then current_date - 30 else current_date + (n % 400) - 60 end,
      install_status = (array['confirmed','pending_survey','in_production','materials_ordered'])[1 + n % 4]::installation_status,
      product_type = (array['garden_room','home_office','studio'])[1 + n % 3]::product_type,
      site_address = 'Town ' || (n % 250) || ', Surrey'
    from (select id as pid, substring(id from ${projectIdPrefix.length + 1}::int)::int as n from projects where id like ${`${projectIdPrefix}%`}) as p
    where projects.id = p.pid`);
  const per = Math.ceil(data.payments / projectCount);
  await db.execute(sql`
    insert into payment_items (company_id, project_id, position, title, amount_pence, due_date, status, payment_date, payment_method)
    select ${companyId}, ${projectIdPrefix} || (1 + (g - 1) / ${per}::int), (g - 1) % ${per}::int, 'Stage payment ' || ((g - 1) % ${per}::int + 1), 100000 + g,
      current_date + (g % 500) - 250,
      (case when g % 5 = 0 then 'paid' when g % 97 = 0 then 'pending_verification' else 'pending' end)::payment_status,
      case when g % 5 = 0 then now() - interval '10 days' end,
      (case when g % 5 = 0 then 'BACS' end)::payment_method
    from generate_series(1, ${data.payments}) as g`);
  await db.execute(sql`
    insert into activity (company_id, project_id, actor_id, type, description, is_public, created_at)
    select ${companyId}, ${projectIdPrefix} || (1 + g % ${projectCount}::int), ${staff.id}, 'note_added', 'Note added: bench note ' || g, g % 2 = 0, now() - g * interval '1 minute'
    from generate_series(1, ${data.activity}) as g`);
  await db.execute(sql`
    insert into tasks (company_id, title, priority, due_date, assignee_id, created_by, completed_at)
    select ${companyId}, 'Bench task ' || g, 'medium', current_date + g % 30, ${staff.id}, ${staff.id}, case when g % 3 = 0 then now() end
    from generate_series(1, ${data.tasks}) as g`);
  await db.execute(sql`
    insert into leads (company_id, name, email, source, created_at)
    select ${companyId}, 'Lead ' || g, 'lead' || g || '@example.test', 'contact', now() - (g % 365) * interval '1 day'
    from generate_series(1, ${data.leads}) as g`);
  await db.execute(sql`
    insert into support_tickets (company_id, number, customer_id, subject, description, status, created_at, updated_at)
    select ${companyId}, 100000 + g, 'user-bench-' || (1 + g % ${projectCount}::int), 'Bench ticket ' || g, 'A question', (case when g % 4 = 0 then 'closed' else 'open' end)::ticket_status,
      now() - g * interval '1 hour', now() - g * interval '1 hour'
    from generate_series(1, ${data.tickets}) as g`);
  await db.execute(sql`
    insert into ticket_responses (company_id, ticket_id, author_id, from_staff, content)
    select company_id, id, ${staff.id}, true, 'On it.' from support_tickets where company_id = ${companyId} and number % 3 = 0`);
  // As autovacuum would after a load this size, so the planner knows the tables' shapes.
  await db.execute(sql`analyze`);
}

export interface StaffDashboardTiming {
  path: string;
  connections: number;
  rps: number;
  p50Ms: number;
  p99Ms: number;
  underBudget: boolean;
}

/**
 * Each call on its own: one connection gives the latency a member of staff sees opening the page;
 * `connections` at once gives it under load. The median of the single-connection run is the figure
 * issue 7 sets the budget for.
 */
export async function timeStaffDashboard(opts: { base: string; cookie: string; durationS: number; connections: number[] }): Promise<StaffDashboardTiming[]> {
  const rows: StaffDashboardTiming[] = [];
  for (const path of STAFF_DASHBOARD_PATHS) {
    const probe = await fetch(`${opts.base}${path}`, { headers: { cookie: opts.cookie } });
    if (!probe.ok) throw new Error(`${path} probe failed: ${probe.status} ${await probe.text()}`);
    for (const connections of opts.connections) {
      const result = await autocannon({ url: `${opts.base}${path}`, connections, duration: opts.durationS, headers: { cookie: opts.cookie } });
      if (result.non2xx > 0) throw new Error(`${path}: ${result.non2xx} responses were not 2xx`);
      rows.push({
        path,
        connections,
        rps: Math.round(result.requests.average),
        p50Ms: result.latency.p50,
        p99Ms: result.latency.p99,
        underBudget: result.latency.p50 < STAFF_DASHBOARD_P50_BUDGET_MS,
      });
    }
  }
  return rows;
}
