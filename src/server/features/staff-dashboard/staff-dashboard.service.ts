import { NEW_LEAD_DAYS } from '../../../shared/constants/operations';
import {
  DEFAULT_PRODUCTION_CAPACITY,
  zProductionCapacity,
  type ProductionStatus,
  type StaffDashboardStats,
} from '../../../shared/schemas/staff-dashboard';
import type { Actor } from '../../app-env';
import { requirePermission } from '../../auth/permissions';
import type { Database } from '../../db/client';
import type { CompanyRow } from '../../db/schema/companies';
import { ticketCounts } from '../support-tickets/support-tickets.service';
import { countCompanyWork, countProductionStages } from './staff-dashboard.queries';

const DAY_MS = 86_400_000;

/** The stat cards. Ticket counts come from the tickets service, so "unanswered" means one thing everywhere. */
export async function getDashboardStats(db: Database, actor: Actor | null, tenant: CompanyRow, now = new Date()): Promise<StaffDashboardStats> {
  requirePermission(actor, 'dashboard:view');
  const [work, tickets] = await Promise.all([
    countCompanyWork(db, tenant.id, new Date(now.getTime() - NEW_LEAD_DAYS * DAY_MS)),
    ticketCounts(db, actor, tenant),
  ]);
  return {
    activeProjects: work.active,
    pendingInstallations: work.pendingInstallations,
    pendingTasks: work.pendingTasks,
    newLeads: work.newLeads,
    openTickets: tickets.open,
    unansweredTickets: tickets.unanswered,
    ticketsPastTarget: tickets.pastTarget,
  };
}

/** The company's workshop capacity: its setting, or the default when it has none or a bad one (settings are free-form JSON). */
export function productionCapacity(tenant: CompanyRow): number {
  const parsed = zProductionCapacity.safeParse(tenant.settings.productionCapacity);
  return parsed.success ? parsed.data : DEFAULT_PRODUCTION_CAPACITY;
}

/**
 * Production Status. Quality control still happens in the workshop, so it takes a place
 * against capacity like manufacturing; "in production" on the card is manufacturing alone.
 */
export async function getProductionStatus(db: Database, actor: Actor | null, tenant: CompanyRow): Promise<ProductionStatus> {
  requirePermission(actor, 'dashboard:view');
  const capacity = productionCapacity(tenant);
  const stages = await countProductionStages(db, tenant.id);
  return {
    capacity,
    inProduction: stages.manufacturing,
    inQualityControl: stages.qualityControl,
    complete: stages.completed,
    capacityPercent: Math.round(((stages.manufacturing + stages.qualityControl) / capacity) * 100),
  };
}
