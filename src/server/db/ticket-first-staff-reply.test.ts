import { sql, type SQL } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTwoTenantWorld } from '../../../tests/factories/world';
import { createTestApp } from '../../../tests/setup/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
let world: Awaited<ReturnType<typeof createTwoTenantWorld>>;
let ticketNumber = 5000;

beforeAll(async () => {
  t = await createTestApp();
  world = await createTwoTenantWorld(t.db);
});

async function newTicket(): Promise<string> {
  ticketNumber += 1;
  const { rows } = await t.db.execute<{ id: string }>(sql`
    insert into support_tickets (company_id, number, customer_id, subject, description)
    values (${world.tenantA.company.id}, ${ticketNumber}, ${world.users.customerA1.id}, 'Door sticks', 'The door sticks in the wet.')
    returning id`);
  return rows[0]!.id;
}

async function reply(ticketId: string, fromStaff: boolean, at: string) {
  const author = fromStaff ? world.users.staffA.id : world.users.customerA1.id;
  await t.db.execute(sql`
    insert into ticket_responses (company_id, ticket_id, author_id, from_staff, content, created_at)
    values (${world.tenantA.company.id}, ${ticketId}, ${author}, ${fromStaff}, 'Reply', ${at}::timestamptz)`);
}

/** What the database keeps, and what the responses say it should be. */
async function firstStaffReply(ticketId: string) {
  const { rows } = await t.db.execute<{ kept: string | null; counted: string | null }>(sql`
    select first_staff_reply_at::text as kept,
      (select min(created_at) from ticket_responses where ticket_id = t.id and from_staff)::text as counted
    from support_tickets t where id = ${ticketId}`);
  return rows[0]!;
}

const MON = '2026-11-23 09:00:00+00';
const TUE = '2026-11-24 09:00:00+00';

describe("a ticket's first staff reply, kept by the database", () => {
  it('is set by the first staff reply only, and stays at the earliest', async () => {
    const ticket = await newTicket();
    expect(await firstStaffReply(ticket)).toEqual({ kept: null, counted: null });
    await reply(ticket, false, MON);
    expect((await firstStaffReply(ticket)).kept).toBeNull();
    await reply(ticket, true, TUE);
    expect(await firstStaffReply(ticket)).toEqual({ kept: TUE, counted: TUE });
    // A reply dated earlier (an import) moves it back; a later one does not move it.
    await reply(ticket, true, MON);
    await reply(ticket, true, '2026-11-25 09:00:00+00');
    expect(await firstStaffReply(ticket)).toEqual({ kept: MON, counted: MON });
  });

  it('is counted again when a reply is removed or changed, or the replies are emptied', async () => {
    const ticket = await newTicket();
    await reply(ticket, true, MON);
    await reply(ticket, true, TUE);
    await t.db.execute(sql`delete from ticket_responses where ticket_id = ${ticket} and created_at = ${MON}::timestamptz`);
    expect(await firstStaffReply(ticket)).toEqual({ kept: TUE, counted: TUE });
    await t.db.execute(sql`update ticket_responses set from_staff = false where ticket_id = ${ticket}`);
    expect(await firstStaffReply(ticket)).toEqual({ kept: null, counted: null });
    await t.db.execute(sql`update ticket_responses set from_staff = true where ticket_id = ${ticket}`);
    expect(await firstStaffReply(ticket)).toEqual({ kept: TUE, counted: TUE });

    // A reply moved to another ticket: both are counted again.
    const other = await newTicket();
    await t.db.execute(sql`update ticket_responses set ticket_id = ${other} where ticket_id = ${ticket}`);
    expect(await firstStaffReply(ticket)).toEqual({ kept: null, counted: null });
    expect(await firstStaffReply(other)).toEqual({ kept: TUE, counted: TUE });
  });

  it('keeps the earlier of two replies made at once', async () => {
    const ticket = await newTicket();
    await Promise.all([reply(ticket, true, TUE), reply(ticket, true, MON), reply(ticket, true, '2026-11-25 09:00:00+00')]);
    expect(await firstStaffReply(ticket)).toEqual({ kept: MON, counted: MON });
  });

  it('stays right when a reply is added while another is removed, or two are removed at once', async () => {
    // The first transaction changes a reply and holds on; the second changes another reply of the
    // same ticket meanwhile, then the first commits. The second must count what the first left.
    async function atOnce(first: SQL, second: SQL) {
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let changed!: () => void;
      const firstChanged = new Promise<void>((resolve) => (changed = resolve));
      const firstDone = t.db.transaction(async (tx) => {
        await tx.execute(first);
        changed();
        await held;
      });
      await firstChanged;
      const secondDone = t.db.transaction(async (tx) => {
        await tx.execute(second);
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      release();
      await Promise.all([firstDone, secondDone]);
    }
    const company = world.tenantA.company.id;
    const staff = world.users.staffA.id;

    const added = await newTicket();
    await reply(added, true, MON);
    await atOnce(
      sql`insert into ticket_responses (company_id, ticket_id, author_id, from_staff, content, created_at) values (${company}, ${added}, ${staff}, true, 'Later', ${TUE}::timestamptz)`,
      sql`delete from ticket_responses where ticket_id = ${added} and created_at = ${MON}::timestamptz`,
    );
    expect(await firstStaffReply(added)).toEqual({ kept: TUE, counted: TUE });

    const emptied = await newTicket();
    await reply(emptied, true, MON);
    await reply(emptied, true, TUE);
    await atOnce(
      sql`delete from ticket_responses where ticket_id = ${emptied} and created_at = ${MON}::timestamptz`,
      sql`delete from ticket_responses where ticket_id = ${emptied} and created_at = ${TUE}::timestamptz`,
    );
    expect(await firstStaffReply(emptied)).toEqual({ kept: null, counted: null });
  });

  it('is not touched when only a reply’s text is edited', async () => {
    const ticket = await newTicket();
    await reply(ticket, true, MON);
    const version = async () => (await t.db.execute<{ xmin: string }>(sql`select xmin::text from support_tickets where id = ${ticket}`)).rows[0]!.xmin;
    const before = await version();
    await t.db.execute(sql`update ticket_responses set content = 'Edited' where ticket_id = ${ticket}`);
    expect(await version()).toBe(before);
    expect(await firstStaffReply(ticket)).toEqual({ kept: MON, counted: MON });
  });

  it('is cleared when the replies are emptied all at once', async () => {
    const ticket = await newTicket();
    await reply(ticket, true, MON);
    await t.db.execute(sql`truncate ticket_responses`);
    expect(await firstStaffReply(ticket)).toEqual({ kept: null, counted: null });
  });
});
