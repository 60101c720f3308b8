import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/server/db/client';
import { projects } from '../../../src/server/db/schema/projects';
import { ticketResponses } from '../../../src/server/db/schema/tickets';
import { runAsTenant } from '../../../src/server/db/tenant-context';
import { createTwoTenantWorld } from '../../factories/world';
import { createTestDatabase } from '../../setup/test-app';
import { recordSecurityFigure } from '../figures';

/**
 * The application's company filter is the first wall; this shows the second holds alone. Queries
 * written the way the issue found some (by id, no company filter) run on the app role's handle as
 * company A, for company B's rows: empty, and nothing changes. The authorisation matrix shows the
 * routes answer 404 across companies; this is the database doing it without them.
 */

// Queries that forgot the company, as tomorrow's might.
const projectById = (db: Database, id: string) => db.select().from(projects).where(eq(projects.id, id));
const responsesOfTicket = (db: Database, ticketId: string) => db.select().from(ticketResponses).where(eq(ticketResponses.ticketId, ticketId));
const renameProject = (db: Database, id: string, name: string) => db.update(projects).set({ name }).where(eq(projects.id, id)).returning();

let db: Database;
let appDb: Database;
let world: Awaited<ReturnType<typeof createTwoTenantWorld>>;
let ticketOfB: string;
beforeAll(async () => {
  ({ db, appDb } = await createTestDatabase());
  world = await createTwoTenantWorld(db);
  const b = world.tenantB.company.id;
  const { rows } = await db.execute<{ id: string }>(sql`insert into support_tickets (company_id, number, customer_id, subject, description)
    values (${b}, 1001, ${world.users.customerB1.id}, 'Leak', 'The roof leaks') returning id`);
  ticketOfB = rows[0]!.id;
  await db.execute(sql`insert into ticket_responses (company_id, ticket_id, author_id, from_staff, content)
    values (${b}, ${ticketOfB}, ${world.users.staffB.id}, true, 'We will come on Monday')`);
});

const asA = <T>(work: () => PromiseLike<T>) => runAsTenant(world.tenantA.company.id, async () => await work());
const asB = <T>(work: () => PromiseLike<T>) => runAsTenant(world.tenantB.company.id, async () => await work());

describe('a query with no company filter, run as company A on the app role', () => {
  it("finds none of company B's rows, which the same query finds for B and the owner", async () => {
    const projectB = world.projects.projectB1.id;
    expect(await projectById(db, projectB)).toHaveLength(1);
    expect(await asB(() => projectById(appDb, projectB))).toHaveLength(1);
    expect(await asB(() => responsesOfTicket(appDb, ticketOfB))).toHaveLength(1);

    expect(await asA(() => projectById(appDb, projectB))).toEqual([]);
    expect(await asA(() => responsesOfTicket(appDb, ticketOfB))).toEqual([]);
    recordSecurityFigure('threatsRefused', 1);
  });

  it("changes none of company B's rows", async () => {
    const projectB = world.projects.projectB1.id;
    expect(await asA(() => renameProject(appDb, projectB, 'Renamed by A'))).toEqual([]);
    expect((await projectById(db, projectB))[0]!.name).toBe('B1 room');
    recordSecurityFigure('threatsRefused', 1);
  });
});
