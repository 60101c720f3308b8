import { PRODUCT_TYPE_LABELS, type ProductType } from '../../../shared/constants/operations';
import type { Database, Transaction } from '../../db/client';
import { recordActivity } from './activity.service';

/** Where the building goes and which building it is: what the customer confirms in onboarding. */
export interface SiteAndBuilding {
  siteAddress: string | null;
  productType: ProductType;
}

/** An address typed over several lines, on one line as the feed shows it. */
function oneLine(address: string | null): string | null {
  const line = (address ?? '')
    .split(/[\r\n]+/)
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
  return line || null;
}

/** One sentence per detail that changes, with its old and new value; none when nothing does. */
export function describeSiteAndBuildingChanges(before: SiteAndBuilding, after: Partial<SiteAndBuilding>): string[] {
  const changes: string[] = [];
  if (after.siteAddress !== undefined && (after.siteAddress?.trim() ?? '') !== (before.siteAddress?.trim() ?? '')) {
    const from = oneLine(before.siteAddress);
    const to = oneLine(after.siteAddress);
    changes.push(from && to ? `Site address changed from "${from}" to "${to}"` : to ? `Site address set to "${to}"` : `Site address removed (was "${from}")`);
  }
  if (after.productType !== undefined && after.productType !== before.productType) {
    changes.push(`Building changed from ${PRODUCT_TYPE_LABELS[before.productType]} to ${PRODUCT_TYPE_LABELS[after.productType]}`);
  }
  return changes;
}

/**
 * Records each change to a project's site address or building in its activity, inside the
 * transaction that makes it, whoever makes it (the customer in onboarding, staff on the project
 * page or the installations table). Public: the customer sees what the team changed, and the team
 * what the customer did. The activity kinds are a PostgreSQL enum without a project-details kind,
 * so these are written as settings_changed, the project's settings, with the old and new values.
 */
export async function recordSiteAndBuildingChanges(
  tx: Database | Transaction,
  input: { companyId: string; projectId: string; actorId: string; before: SiteAndBuilding; after: Partial<SiteAndBuilding> },
): Promise<void> {
  for (const description of describeSiteAndBuildingChanges(input.before, input.after)) {
    await recordActivity(tx, { companyId: input.companyId, projectId: input.projectId, actorId: input.actorId, type: 'settings_changed', description, isPublic: true });
  }
}
