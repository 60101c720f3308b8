import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { londonDateTime, shiftIsoDate } from '../../../shared/dates';
import { connectDatabase } from '../../db/client';
import { companyBankAccounts } from '../../db/schema/bank-details';
import { companies } from '../../db/schema/companies';
import { emailOutbox } from '../../db/schema/email';
import { paymentReminders } from '../../db/schema/payment-reminders';
import { insertPaymentItem } from '../../../../tests/factories/payments';
import { createTwoTenantWorld } from '../../../../tests/factories/world';
import { atFileEnd } from '../../../../tests/setup/file-end';
import { createTestApp } from '../../../../tests/setup/test-app';
import { sendDueReminders } from './payment-reminders.service';

let t: Awaited<ReturnType<typeof createTestApp>>;
let world: Awaited<ReturnType<typeof createTwoTenantWorld>>;

beforeAll(async () => {
  t = await createTestApp();
  world = await createTwoTenantWorld(t.db);
  await t.db.insert(companyBankAccounts).values({ companyId: world.tenantA.company.id, accountName: 'Arbour Garden Rooms Ltd', sortCode: '402030', accountNumber: '71234567', bankName: 'Barclays' });
});

// Each test's due dates sit in a year of their own: the schedule reads every company's items, and
// items of another test are then months away from any reminder.
let year = 2030;
function nextDueDate(): string {
  year += 1;
  return `${year}-05-14`;
}

/** 9:00 on a London day, a given number of days from a date. */
const at = (day: string, offsetDays = 0) => londonDateTime(shiftIsoDate(day, offsetDays), '09:00');

const run = (now: Date, db = t.db) => sendDueReminders(db, { now, origin: t.config });

async function newItem(dueDate: string | null, overrides: Partial<Parameters<typeof insertPaymentItem>[1]> = {}) {
  return insertPaymentItem(t.db, { companyId: world.tenantA.company.id, projectId: world.projects.projectA1.id, title: 'Manufacturing Start Payment', amountPence: 550_000, dueDate, ...overrides });
}

async function remindersOf(paymentId: string) {
  return t.db.select().from(paymentReminders).where(eq(paymentReminders.paymentId, paymentId)).orderBy(paymentReminders.createdAt);
}

async function reminderEmails(subjectPart: string) {
  const rows = await t.db.select().from(emailOutbox).where(and(eq(emailOutbox.kind, 'payment-reminder'), eq(emailOutbox.companyId, world.tenantA.company.id)));
  return rows.filter((r) => r.textBody.includes(subjectPart) || r.subject.includes(subjectPart));
}

async function setReminders(value: unknown) {
  const company = await t.db.select().from(companies).where(eq(companies.id, world.tenantA.company.id)).then((r) => r[0]!);
  await t.db.update(companies).set({ settings: { ...company.settings, paymentReminders: value } }).where(eq(companies.id, company.id));
}

describe('the reminder schedule', () => {
  it('emails 7 days before, on the due date, and 3 and 10 days after, once each', async () => {
    const due = nextDueDate();
    const item = await newItem(due);
    const kinds = async () => (await remindersOf(item.id)).map((r) => r.kind);

    expect(await run(at(due, -8))).toEqual({ sent: 0 });
    expect(await run(at(due, -7))).toEqual({ sent: 1 });
    expect(await kinds()).toEqual(['before_due']);
    // Every few minutes, then the next days: nothing new until the due date.
    expect(await run(new Date(at(due, -7).getTime() + 10 * 60_000))).toEqual({ sent: 0 });
    for (const day of [-6, -3, -1]) expect(await run(at(due, day))).toEqual({ sent: 0 });
    expect(await run(at(due))).toEqual({ sent: 1 });
    for (const day of [1, 2]) expect(await run(at(due, day))).toEqual({ sent: 0 });
    expect(await run(at(due, 3))).toEqual({ sent: 1 });
    for (const day of [4, 9]) expect(await run(at(due, day))).toEqual({ sent: 0 });
    expect(await run(at(due, 10))).toEqual({ sent: 1 });
    for (const day of [11, 12, 30]) expect(await run(at(due, day))).toEqual({ sent: 0 });

    expect(await kinds()).toEqual(['before_due', 'due_today', 'overdue_3', 'overdue_10']);
    expect((await remindersOf(item.id)).every((r) => r.dueDate === due && r.toEmail === 'a1@example.test' && r.sentBy === null)).toBe(true);
    const emails = await t.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'payment-reminder'));
    expect(emails.filter((e) => e.textBody.includes(`INV-${item.id.slice(0, 8).toUpperCase()}`))).toHaveLength(4);
  });

  it("uses the London day: 23:30 in London on the day before is not yet the due date, 00:30 is", async () => {
    const due = nextDueDate();
    const item = await newItem(due);
    await run(at(due, -7));
    expect(await run(londonDateTime(shiftIsoDate(due, -1), '23:30'))).toEqual({ sent: 0 });
    expect(await run(londonDateTime(due, '00:30'))).toEqual({ sent: 1 });
    expect((await remindersOf(item.id)).map((r) => r.kind)).toEqual(['before_due', 'due_today']);
  });

  it("sends the first reminder on the company's own number of days before", async () => {
    await setReminders({ enabled: true, daysBefore: 3 });
    try {
      const due = nextDueDate();
      const item = await newItem(due);
      expect(await run(at(due, -7))).toEqual({ sent: 0 });
      expect(await run(at(due, -4))).toEqual({ sent: 0 });
      expect(await run(at(due, -3))).toEqual({ sent: 1 });
      expect((await remindersOf(item.id)).map((r) => r.kind)).toEqual(['before_due']);
    } finally {
      await setReminders(undefined);
    }
  });

  it('catches up with the latest reminder only, and never one more than a day late', async () => {
    const due = nextDueDate();
    const missedDueDate = await newItem(due, { title: 'Missed due date' });
    const downForDays = await newItem(due, { title: 'Down for days' });
    const longGone = await newItem(shiftIsoDate(due, -5), { title: 'Long gone' });

    // A day late: the due-date reminder still goes (the server was down on the due date).
    expect(await run(at(due, 1))).toEqual({ sent: 2 });
    expect((await remindersOf(missedDueDate.id)).map((r) => r.kind)).toEqual(['due_today']);
    // The "long gone" item's due date was 6 days ago and its 3-day reminder 3 days ago: nothing.
    expect(await remindersOf(longGone.id)).toEqual([]);

    // Down from the due date until 3 days after: one reminder, "3 days overdue", not "due today" as well.
    const due2 = nextDueDate();
    const other = await newItem(due2, { title: 'Down three days' });
    expect(await run(at(due2, 3))).toEqual({ sent: 1 });
    expect((await remindersOf(other.id)).map((r) => r.kind)).toEqual(['overdue_3']);
    expect(await run(at(due2, 4))).toEqual({ sent: 0 });
    expect((await remindersOf(downForDays.id)).map((r) => r.kind)).toEqual(['due_today']);
  });

  it('stops once a transfer is confirmed or the item is paid, with reminders off, and for an item with no due date', async () => {
    const due = nextDueDate();
    const confirmed = await newItem(due, { status: 'pending_verification', paymentMethod: 'bank_transfer' });
    const paid = await newItem(due, { status: 'paid', paymentDate: new Date(), paymentMethod: 'BACS' });
    const undated = await newItem(null);
    const open = await newItem(due);
    expect(await run(at(due))).toEqual({ sent: 1 });
    expect(await remindersOf(confirmed.id)).toEqual([]);
    expect(await remindersOf(paid.id)).toEqual([]);
    expect(await remindersOf(undated.id)).toEqual([]);
    expect((await remindersOf(open.id)).map((r) => r.kind)).toEqual(['due_today']);

    await setReminders({ enabled: false, daysBefore: 7 });
    try {
      expect(await run(at(due, 3))).toEqual({ sent: 0 });
      expect(await remindersOf(open.id)).toHaveLength(1);
    } finally {
      await setReminders(undefined);
    }
    // On again, the same day: the 3-day reminder goes.
    expect(await run(at(due, 3))).toEqual({ sent: 1 });
  });

  it('leaves out an offline company and demo companies', async () => {
    const due = nextDueDate();
    const item = await newItem(due);
    await t.db.update(companies).set({ isActive: false }).where(eq(companies.id, world.tenantA.company.id));
    try {
      expect(await run(at(due))).toEqual({ sent: 0 });
    } finally {
      await t.db.update(companies).set({ isActive: true }).where(eq(companies.id, world.tenantA.company.id));
    }
    await t.db.update(companies).set({ isDemo: true }).where(eq(companies.id, world.tenantA.company.id));
    try {
      expect(await run(at(due))).toEqual({ sent: 0 });
    } finally {
      await t.db.update(companies).set({ isDemo: false }).where(eq(companies.id, world.tenantA.company.id));
    }
    expect(await remindersOf(item.id)).toEqual([]);
  });

  it('sends each reminder once when two servers run the schedule at the same moment', async () => {
    const due = nextDueDate();
    const items = await Promise.all(Array.from({ length: 6 }, (_, n) => newItem(due, { title: `Racing ${n}` })));
    // Two servers: two pools of their own on the owner's role.
    const servers = [connectDatabase(t.dbUrl, { max: 3 }), connectDatabase(t.dbUrl, { max: 3 })];
    atFileEnd(() => Promise.all(servers.map((s) => s.close())).then(() => undefined));
    const results = await Promise.all([run(at(due), servers[0]!.db), run(at(due), servers[1]!.db), run(at(due), servers[0]!.db)]);
    expect(results.reduce((sum, r) => sum + r.sent, 0)).toBe(items.length);
    for (const item of items) expect((await remindersOf(item.id)).map((r) => r.kind)).toEqual(['due_today']);
    const emails = await reminderEmails('payment due today – Racing');
    expect(emails).toHaveLength(items.length);
  });
});

describe('the reminder email', () => {
  it('names the amount, the due date, the bank details, the exact reference and links to the Payments tab', async () => {
    const due = '2040-03-09';
    const item = await newItem(due, { title: 'Final Payment', amountPence: 330_050 });
    await run(at(due, 3));
    const [email] = await reminderEmails('Final Payment');
    expect(email).toBeDefined();
    expect(email!.toEmail).toBe('a1@example.test');
    expect(email!.subject).toBe('Arbour Garden Rooms: payment overdue – Final Payment');
    const reference = `INV-${item.id.replaceAll('-', '').slice(0, 8).toUpperCase()}`;
    expect(email!.textBody).toContain('£3,300.50 for "Final Payment" on A1 office was due on 9 March 2040');
    expect(email!.textBody).toContain('Account name: Arbour Garden Rooms Ltd');
    expect(email!.textBody).toContain('Sort code: 40-20-30');
    expect(email!.textBody).toContain('Account number: 71234567');
    expect(email!.textBody).toContain('Bank: Barclays');
    expect(email!.textBody).toContain(`Reference: ${reference}`);
    expect(email!.textBody).toContain('http://demo.localhost/dashboard?tab=payments');
    expect(email!.textBody.startsWith('Dear ')).toBe(true);
  });

  it('says when it is due before the date and on the day', async () => {
    const due = '2041-07-01';
    await newItem(due, { title: 'Early Payment' });
    await run(at(due, -7));
    await run(at(due));
    const emails = await reminderEmails('Early Payment');
    expect(emails.map((e) => e.subject).sort()).toEqual(['Arbour Garden Rooms: payment due on 1 July 2041 – Early Payment', 'Arbour Garden Rooms: payment due today – Early Payment']);
    expect(emails.find((e) => e.subject.includes('today'))!.textBody).toContain('£5,500.00 for "Early Payment" on A1 office is due today, 1 July 2041.');
  });
});
