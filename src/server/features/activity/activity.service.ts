import type { Activity, ActivityType } from '../../../shared/schemas/activity';
import type { Actor } from '../../app-env';
import { requireActor } from '../../auth/guards';
import { ownRecordsOf } from '../../auth/permissions';
import type { Database, Transaction } from '../../db/client';
import type { CompanyRow } from '../../db/schema/companies';
import { insertActivity, listCompanyActivity } from './activity.queries';

/** Call inside the transaction of the change it describes, so the two stand or fall together. */
export async function recordActivity(
  tx: Database | Transaction,
  input: { companyId: string; projectId: string | null; actorId: string; type: ActivityType; description: string; isPublic: boolean; subjectId?: string },
): Promise<void> {
  await insertActivity(tx, input);
}

/**
 * Staff see all of the company's activity; a customer sees the public activity of their own
 * projects. `projectId` narrows either to one project (a customer's filter never widens theirs).
 */
export async function listActivity(db: Database, actorOrNull: Actor | null, tenant: CompanyRow, options: { limit?: number; projectId?: string } = {}): Promise<Activity[]> {
  const actor = requireActor(actorOrNull);
  const { limit = 50, projectId } = options;
  const rows = await listCompanyActivity(db, tenant.id, { limit, projectId, publicOfCustomer: ownRecordsOf(actor) });
  return rows.map(({ row, user }) => ({ id: row.id, type: row.type, description: row.description, user, date: row.createdAt.toISOString(), projectId: row.projectId }));
}
