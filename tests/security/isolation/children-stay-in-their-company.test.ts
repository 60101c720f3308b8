import { sql, type SQL } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/server/db/client';
import { createTwoTenantWorld } from '../../factories/world';
import { createTestDatabase } from '../../setup/test-app';
import { recordSecurityFigure } from '../figures';
import { refusal } from './catalogue';

/**
 * A child names its parent by (company_id, parent_id), so no row can point across companies: not
 * through the app, and not even through the owner, whom row-level security does not bind.
 */

let db: Database;
let world: Awaited<ReturnType<typeof createTwoTenantWorld>>;
let ticketB: string;
beforeAll(async () => {
  ({ db } = await createTestDatabase());
  world = await createTwoTenantWorld(db);
  const { rows } = await db.execute<{ id: string }>(sql`insert into support_tickets (company_id, number, customer_id, subject, description)
    values (${world.tenantB.company.id}, 1001, ${world.users.customerB1.id}, 'Leak', 'The roof leaks') returning id`);
  ticketB = rows[0]!.id;
});

describe('the catalogue', () => {
  it('keys every foreign key between two tables with a company_id by company_id on both sides', async () => {
    const { rows } = await db.execute<{ name: string; child: string; parent: string; child_columns: string[]; parent_columns: string[] }>(sql`
      select con.conname as name, con.conrelid::regclass::text as child, con.confrelid::regclass::text as parent,
        (select array_agg(a.attname::text order by k.ord) from unnest(con.conkey) with ordinality k(attnum, ord)
           join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum) as child_columns,
        (select array_agg(a.attname::text order by k.ord) from unnest(con.confkey) with ordinality k(attnum, ord)
           join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.attnum) as parent_columns
      from pg_constraint con
      where con.contype = 'f' and con.connamespace = 'public'::regnamespace
        and con.confrelid <> 'public.companies'::regclass
        and exists (select 1 from pg_attribute a where a.attrelid = con.conrelid and a.attname = 'company_id' and not a.attisdropped)
        and exists (select 1 from pg_attribute a where a.attrelid = con.confrelid and a.attname = 'company_id' and not a.attisdropped)`);
    expect(rows.length).toBeGreaterThan(50);
    const crossing = rows.filter((fk) => {
      const at = fk.child_columns.indexOf('company_id');
      return at === -1 || fk.parent_columns[at] !== 'company_id';
    });
    expect(crossing.map((fk) => `${fk.child} → ${fk.parent}: ${fk.name} (${fk.child_columns}) → (${fk.parent_columns})`)).toEqual([]);
    recordSecurityFigure('threatsRefused', 1);
  });
});

describe('a child row of company A that names company B\'s parent', () => {
  /** The owner's insert is refused by the named composite key; the same row naming A's own parent goes in. */
  async function expectRefusedButAcceptedAtHome(constraint: string, across: SQL, atHome: SQL) {
    const error = await refusal(db.execute(across));
    expect(error).toEqual({ code: '23503', message: expect.stringContaining(constraint) });
    await db.execute(atHome);
    recordSecurityFigure('threatsRefused', 1);
  }

  it('is refused for a payment item on B\'s project', async () => {
    const a = world.tenantA.company.id;
    const insert = (projectId: string) => sql`insert into payment_items (company_id, project_id, title, amount_pence, due_date)
      values (${a}, ${projectId}, 'Deposit', 100000, '2099-01-01')`;
    await expectRefusedButAcceptedAtHome('payment_items_project_id_projects_id_fk', insert(world.projects.projectB1.id), insert(world.projects.projectA1.id));
  });

  it('is refused for a ticket response on B\'s ticket', async () => {
    const a = world.tenantA.company.id;
    const { rows } = await db.execute<{ id: string }>(sql`insert into support_tickets (company_id, number, customer_id, subject, description)
      values (${a}, 1001, ${world.users.customerA1.id}, 'Door', 'The door sticks') returning id`);
    const insert = (ticketId: string) => sql`insert into ticket_responses (company_id, ticket_id, author_id, content, from_staff)
      values (${a}, ${ticketId}, ${world.users.staffA.id}, 'We will come on Monday', true)`;
    await expectRefusedButAcceptedAtHome('ticket_responses_ticket_id_support_tickets_id_fk', insert(ticketB), insert(rows[0]!.id));
  });

  it('is refused for a session of B\'s user', async () => {
    const a = world.tenantA.company.id;
    const insert = (userId: string, token: string) => sql`insert into sessions (id, company_id, user_id, token, expires_at)
      values (${token}, ${a}, ${userId}, ${token}, now() + interval '1 day')`;
    await expectRefusedButAcceptedAtHome('sessions_user_id_users_id_fk', insert(world.users.customerB1.id, 'across'), insert(world.users.customerA1.id, 'at-home'));
  });

  it('is refused for a contract on B\'s project, and one for B\'s customer', async () => {
    const a = world.tenantA.company.id;
    const insert = (projectId: string, customerId: string) => sql`insert into contracts (company_id, project_id, customer_id, staff_id, title, content)
      values (${a}, ${projectId}, ${customerId}, ${world.users.staffA.id}, 'Build agreement', 'We build a room.')`;
    expect(await refusal(db.execute(insert(world.projects.projectA1.id, world.users.customerB1.id)))).toEqual({
      code: '23503',
      message: expect.stringContaining('contracts_customer_id_users_id_fk'),
    });
    await expectRefusedButAcceptedAtHome('contracts_project_id_projects_id_fk', insert(world.projects.projectB1.id, world.users.customerA1.id), insert(world.projects.projectA1.id, world.users.customerA1.id));
  });

  it('is refused when an existing child is moved to the other company while its parent stays', async () => {
    const { rows } = await db.execute<{ id: string }>(sql`insert into project_notes (company_id, project_id, author_id, content)
      values (${world.tenantA.company.id}, ${world.projects.projectA1.id}, ${world.users.staffA.id}, 'Gate is narrow') returning id`);
    const error = await refusal(db.execute(sql`update project_notes set company_id = ${world.tenantB.company.id} where id = ${rows[0]!.id}`));
    expect(error.code).toBe('23503');
    recordSecurityFigure('threatsRefused', 1);
  });
});
