import { formatCalendarDate } from '../../../shared/dates';
import { AppError } from '../../../shared/errors';
import type { CreateDelayNotice, DelayNotice } from '../../../shared/schemas/delay-notices';
import type { Actor } from '../../app-env';
import { requireActor } from '../../auth/guards';
import { requirePermission } from '../../auth/permissions';
import type { Database, Transaction } from '../../db/client';
import type { DelayNoticeRow } from '../../db/schema/delay-notices';
import type { CompanyRow } from '../../db/schema/companies';
import { recordActivity } from '../activity/activity.service';
import { queueCustomerEmail } from '../../lib/email/customer-email';
import { delayNoticeEmail } from './delay-notice-email';
import { insertDelayNotice, lockProject, moveOpenMilestones, toDelayNotice, updateProject } from './projects.queries';
import { requireVisibleProject } from './projects.service';

/**
 * Staff move the installation and say why. One transaction: the notice, the
 * project's new install date (and the milestones that were on the old one), the
 * activity and the customer's email stand or fall together.
 */
export async function postDelayNotice(
  db: Database,
  actorOrNull: Actor | null,
  tenant: CompanyRow,
  projectId: string,
  input: CreateDelayNotice,
  portalUrl: string,
): Promise<DelayNotice> {
  const actor = requireActor(actorOrNull);
  await requireVisibleProject(db, actor, tenant, projectId);
  requirePermission(actor, 'projects:manage');
  return db.transaction(async (tx) => {
    const current = await lockProject(tx, tenant.id, projectId);
    if (current!.stage === 'completed') throw new AppError('CONFLICT', 'This project is complete: there is no installation to move.');
    if (current!.installDate === input.revisedInstallDate) {
      throw new AppError('VALIDATION_FAILED', 'That is already the install date.', { revisedInstallDate: ['That is already the install date.'] });
    }
    const notice = await moveInstallDate(tx, tenant, { projectId, authorId: actor.userId, previous: current!.installDate, reason: input.reason, revisedInstallDate: input.revisedInstallDate, portalUrl });
    return toDelayNotice(notice, actor.name);
  });
}

/**
 * Moves the installation of a project whose row the caller has locked, with the notice that says
 * why, the milestones on the old date, the activity and the customer's email, in the caller's
 * transaction. Also used when an approved variation adds days.
 */
export async function moveInstallDate(
  tx: Transaction,
  tenant: CompanyRow,
  input: { projectId: string; authorId: string; previous: string | null; reason: string; revisedInstallDate: string; portalUrl: string },
): Promise<DelayNoticeRow> {
  const { projectId, previous, revisedInstallDate } = input;
  const notice = await insertDelayNotice(tx, { companyId: tenant.id, projectId, authorId: input.authorId, reason: input.reason, previousInstallDate: previous, revisedInstallDate });
  await updateProject(tx, tenant.id, projectId, { installDate: revisedInstallDate });
  // A milestone dated on the install day is the installation: it moves with it, so the schedule agrees with itself.
  if (previous) {
    await moveOpenMilestones(tx, { companyId: tenant.id, projectId, from: previous, to: revisedInstallDate });
  }
  const revised = formatCalendarDate(revisedInstallDate);
  await recordActivity(tx, {
    companyId: tenant.id,
    projectId,
    actorId: input.authorId,
    type: 'install_date_changed',
    description: previous ? `Install date moved from ${formatCalendarDate(previous)} to ${revised}` : `Install date set to ${revised}`,
    isPublic: true,
  });
  const facts = { companyName: tenant.name, reason: input.reason, previousDate: previous ? formatCalendarDate(previous) : null, revisedDate: revised, dashboardLink: `${input.portalUrl}/dashboard` };
  await queueCustomerEmail(tx, { tenant, projectId, kind: 'delay-notice', compose: (customer) => delayNoticeEmail(customer, facts) });
  return notice;
}
