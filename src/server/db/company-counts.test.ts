import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertPaymentItem } from '../../../tests/factories/payments';
import { insertProject } from './insert-project';
import { createTwoTenantWorld } from '../../../tests/factories/world';
import { createTestApp } from '../../../tests/setup/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
let world: Awaited<ReturnType<typeof createTwoTenantWorld>>;

beforeAll(async () => {
  t = await createTestApp();
  world = await createTwoTenantWorld(t.db);
});

type Counts = Record<string, number>;

/** The counts the database keeps, company by company (zeros left out). */
async function kept(): Promise<Record<string, Counts>> {
  const rows = (await t.db.execute<{ company_id: string; name: string; n: string }>(sql`select company_id, name, n from company_counts where n <> 0`)).rows;
  return group(rows);
}

/** The same counts, counted from the rows themselves. */
async function counted(): Promise<Record<string, Counts>> {
  const rows = (
    await t.db.execute<{ company_id: string; name: string; n: string }>(sql`
      select company_id, 'projects:' || stage as name, count(*) as n from projects group by 1, 2
      union all select company_id, 'projects:booked', count(*) from projects where stage <> 'completed' and install_date is not null group by 1
      union all select company_id, 'tasks:open', count(*) from tasks where completed_at is null group by 1
      union all select company_id, 'payment_items', count(*) from payment_items group by 1`)
  ).rows;
  return group(rows);
}

function group(rows: { company_id: string; name: string; n: string }[]): Record<string, Counts> {
  const out: Record<string, Counts> = {};
  for (const row of rows) (out[row.company_id] ??= {})[row.name] = Number(row.n);
  return out;
}

describe('the counts the database keeps for the staff screens', () => {
  it('follow projects, tasks and payment items through every kind of change, in bulk and one at a time', async () => {
    const a = world.tenantA.company.id;
    const b = world.tenantB.company.id;
    const customer = world.users.customerA1.id;
    const staff = world.users.staffA.id;
    expect(await kept()).toEqual(await counted());

    const built = await insertProject(t.db, { companyId: a, customerId: customer, stage: 'manufacturing', installDate: '2030-05-01' });
    await t.db.execute(sql`insert into projects (id, company_id, customer_id, name, stage, specification)
      select 'proj-count-' || g, ${a}, ${customer}, 'Bulk ' || g, (array['site_preparation','quality_control','completed'])[1 + g % 3]::project_stage, '{}'::jsonb
      from generate_series(1, 30) as g`);
    expect(await kept()).toEqual(await counted());

    // Stage moves, forwards and back; install dates booked and cleared; completion; a move that counts nothing.
    await t.db.execute(sql`update projects set stage = 'quality_control' where id = ${built.id}`);
    await t.db.execute(sql`update projects set install_date = '2030-06-01' where id like 'proj-count-%' and stage = 'site_preparation'`);
    await t.db.execute(sql`update projects set stage = 'completed' where id like 'proj-count-1%'`);
    await t.db.execute(sql`update projects set stage = 'manufacturing' where id = ${built.id}`);
    await t.db.execute(sql`update projects set install_date = null where id = 'proj-count-2'`);
    await t.db.execute(sql`update projects set progress = 50 where company_id = ${a}`);
    expect(await kept()).toEqual(await counted());

    await t.db.execute(sql`insert into tasks (company_id, title, priority, created_by) select ${a}, 'Task ' || g, 'medium', ${staff} from generate_series(1, 12) as g`);
    await t.db.execute(sql`update tasks set completed_at = now() where company_id = ${a} and title in ('Task 1', 'Task 2', 'Task 3')`);
    await t.db.execute(sql`update tasks set completed_at = null where company_id = ${a} and title = 'Task 2'`);
    await t.db.execute(sql`delete from tasks where company_id = ${a} and title in ('Task 3', 'Task 4')`);
    expect(await kept()).toEqual(await counted());

    const item = await insertPaymentItem(t.db, { companyId: a, projectId: built.id });
    await t.db.execute(sql`insert into payment_items (company_id, project_id, position, title, amount_pence)
      select ${a}, ${built.id}, g, 'Stage ' || g, 1000 from generate_series(1, 40) as g`);
    await t.db.execute(sql`update payment_items set status = 'paid' where project_id = ${built.id}`);
    await t.db.execute(sql`delete from payment_items where id = ${item.id}`);
    expect(await kept()).toEqual(await counted());

    // A whole project goes, with its items; the other company's counts never moved.
    const before = (await kept())[b];
    await t.db.execute(sql`delete from payment_items where project_id = ${built.id}`);
    await t.db.execute(sql`delete from projects where id = ${built.id}`);
    expect(await kept()).toEqual(await counted());
    expect((await kept())[b]).toEqual(before);
  });

  it('are counted again after a TRUNCATE, and on demand', async () => {
    await t.db.execute(sql`truncate tasks`);
    expect(await kept()).toEqual(await counted());
    await t.db.execute(sql`update company_counts set n = n + 5`);
    expect(await kept()).not.toEqual(await counted());
    await t.db.execute(sql`select company_counts_recount()`);
    expect(await kept()).toEqual(await counted());
  });

  it('stay right when many transactions move projects between the same stages at once, without deadlocking', async () => {
    const a = world.tenantA.company.id;
    const ids = await Promise.all(
      Array.from({ length: 8 }, (_, i) => insertProject(t.db, { companyId: a, customerId: world.users.customerA1.id, stage: i % 2 ? 'manufacturing' : 'quality_control' })),
    );
    // Half move forwards and half back, each in a transaction that also books a date: the same counter rows, taken in opposite orders if taken carelessly.
    await Promise.all(
      ids.map((p, i) =>
        t.db.transaction(async (tx) => {
          await tx.execute(sql`update projects set stage = ${i % 2 ? 'quality_control' : 'manufacturing'}::project_stage where id = ${p.id}`);
          await tx.execute(sql`update projects set install_date = ${`2031-01-0${1 + (i % 9)}`} where id = ${p.id}`);
        }),
      ),
    );
    expect(await kept()).toEqual(await counted());
  });
});
