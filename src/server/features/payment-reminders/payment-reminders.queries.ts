import { and, asc, between, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { AutomaticReminderKind } from '../../../shared/constants/payment-reminders';
import type { Database, Transaction } from '../../db/client';
import { users } from '../../db/schema/auth';
import { companyBankAccounts } from '../../db/schema/bank-details';
import { companies } from '../../db/schema/companies';
import { paymentReminders } from '../../db/schema/payment-reminders';
import { paymentItems } from '../../db/schema/payments';
import { projects } from '../../db/schema/projects';

type Db = Database | Transaction;

/**
 * Every company's unpaid items (transfer not confirmed) due between `from` and `to`, with their
 * company and the automatic reminders already sent. Crosses companies: the owner's connection only.
 * Companies that are offline, demo companies and their visitors' copies (whose customers are
 * samples) and companies that turned reminders off are left out.
 */
export function findReminderCandidates(db: Database, window: { from: string; to: string }) {
  return db
    .select({
      paymentId: paymentItems.id,
      dueDate: paymentItems.dueDate,
      company: companies,
      sentKinds: sql<string[]>`array(
        select r.kind::text from ${paymentReminders} r
        where r.company_id = ${paymentItems.companyId} and r.payment_id = ${paymentItems.id} and r.kind <> 'manual'
      )`,
    })
    .from(paymentItems)
    .innerJoin(companies, eq(companies.id, paymentItems.companyId))
    .where(
      and(
        eq(paymentItems.status, 'pending'),
        isNotNull(paymentItems.dueDate),
        between(paymentItems.dueDate, window.from, window.to),
        eq(companies.isActive, true),
        eq(companies.isDemo, false),
        isNull(companies.demoOf),
        sql`${companies.settings} -> 'paymentReminders' -> 'enabled' is distinct from 'false'::jsonb`,
      ),
    )
    .orderBy(asc(paymentItems.companyId), asc(paymentItems.id));
}

/**
 * What a reminder about one item says and to whom: the item, its project's name, its customer and
 * the company's bank account. The item is share-locked until the transaction ends, so a transfer
 * confirmed at this moment waits for the reminder's commit rather than slipping past its check.
 */
export async function lockItemForReminder(tx: Transaction, companyId: string, paymentId: string) {
  const [row] = await tx
    .select({
      item: paymentItems,
      projectName: projects.name,
      customerName: users.name,
      customerEmail: users.email,
      bank: {
        accountName: companyBankAccounts.accountName,
        sortCode: companyBankAccounts.sortCode,
        accountNumber: companyBankAccounts.accountNumber,
        bankName: companyBankAccounts.bankName,
      },
    })
    .from(paymentItems)
    .innerJoin(projects, and(eq(projects.companyId, paymentItems.companyId), eq(projects.id, paymentItems.projectId)))
    .innerJoin(users, and(eq(users.companyId, projects.companyId), eq(users.id, projects.customerId)))
    .leftJoin(companyBankAccounts, eq(companyBankAccounts.companyId, paymentItems.companyId))
    .where(and(eq(paymentItems.companyId, companyId), eq(paymentItems.id, paymentId)))
    .for('share', { of: paymentItems });
  return row;
}

/** Records an automatic reminder unless this item already had this kind: answers the row only to the one insert that won. */
export async function insertAutomaticReminder(
  tx: Transaction,
  values: { companyId: string; paymentId: string; kind: AutomaticReminderKind; dueDate: string; toEmail: string },
) {
  const [row] = await tx
    .insert(paymentReminders)
    .values(values)
    .onConflictDoNothing({ target: [paymentReminders.companyId, paymentReminders.paymentId, paymentReminders.kind], where: sql`kind <> 'manual'` })
    .returning();
  return row;
}

/** Records a reminder staff sent by hand (these may repeat). */
export async function insertManualReminder(tx: Db, values: { companyId: string; paymentId: string; dueDate: string | null; sentBy: string; toEmail: string }) {
  const [row] = await tx
    .insert(paymentReminders)
    .values({ ...values, kind: 'manual' })
    .returning();
  return row!;
}
