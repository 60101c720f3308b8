import { todayInLondon } from '../../../shared/dates';
import type { Database } from '../../db/client';
import { companyOrigin, type OriginSettings } from '../../lib/company-origin';
import { enqueueEmailsTo } from '../../lib/email/customer-email';
import { diaryDigestEmail } from './diary-digest-email';
import { findUndigestedEntries, insertDigestOnce } from './diary-digest.queries';

/** The outbox kind of the daily site diary summary. */
export const DIARY_DIGEST_EMAIL_KIND = 'diary-digest';
/** How far back a summary reaches: a day's news, and the day before's when a run was missed. */
const LOOK_BACK_MS = 48 * 60 * 60 * 1000;

/**
 * Emails each customer at most one summary a UK day of the site diary entries meant for them
 * that no earlier summary covered (internal entries never). Per customer, one transaction inserts
 * the day's digest row with ON CONFLICT DO NOTHING on (company, customer, day) and queues the
 * email only when that insert won: two servers, or a run repeated, send it once. A customer with
 * nothing new gets nothing.
 *
 * Crosses companies: call it with the owner's connection, as email delivery is.
 */
export async function sendDiaryDigests(db: Database, options: { now: Date; origin: OriginSettings }): Promise<{ sent: number }> {
  const { now } = options;
  const day = todayInLondon(now);
  const rows = await findUndigestedEntries(db, new Date(now.getTime() - LOOK_BACK_MS), now);
  const byCustomer = new Map<string, typeof rows>();
  for (const row of rows) {
    const key = `${row.company.id}/${row.customerId}`;
    byCustomer.set(key, [...(byCustomer.get(key) ?? []), row]);
  }

  let sent = 0;
  for (const entries of byCustomer.values()) {
    const { company, customerId, customer } = entries[0]!;
    const won = await db.transaction(async (tx) => {
      const digest = await insertDigestOnce(tx, { companyId: company.id, customerId, day, coveredUntil: now, entryCount: entries.length });
      if (!digest) return false;
      if (!customer.email.trim()) return true;
      const recipient = { ...customer, projectName: entries[0]!.projectName };
      await enqueueEmailsTo(tx, company.id, DIARY_DIGEST_EMAIL_KIND, [recipient], (to) =>
        diaryDigestEmail(to, {
          companyName: company.name,
          entries: entries.map(({ projectName, stage, body, photoCount }) => ({ projectName, stage, body, photoCount })),
          dashboardLink: `${companyOrigin(options.origin, company)}/dashboard`,
        }),
      );
      return true;
    });
    if (won) sent += 1;
  }
  return { sent };
}
