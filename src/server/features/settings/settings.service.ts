import { AppError } from '../../../shared/errors';
import { MAX_LOGO_BYTES, type CompanySettings, type CompanySettingsUpdate } from '../../../shared/schemas/settings';
import type { Actor } from '../../app-env';
import { requirePermission } from '../../auth/permissions';
import type { Database } from '../../db/client';
import type { CompanyRow } from '../../db/schema/companies';
import { recordActivity } from '../activity/activity.service';
import { SETTING_KEYS, storedProductionCapacity, storedSenderName } from '../../lib/company-settings';
import { updateCompany } from './settings.queries';

/** A logo is small whatever the general upload limit, but never more than that limit allows. */
export function logoMaxBytes(uploadMaxBytes: number): number {
  return Math.min(MAX_LOGO_BYTES, uploadMaxBytes);
}

function toSettings(company: CompanyRow, uploadMaxBytes: number): CompanySettings {
  return {
    companyName: company.name,
    subdomain: company.subdomain,
    primaryColor: company.primaryColor,
    secondaryColor: company.secondaryColor,
    logoUrl: company.logoUrl,
    emailSenderName: storedSenderName(company.settings),
    productionCapacity: storedProductionCapacity(company.settings),
    logoMaxBytes: logoMaxBytes(uploadMaxBytes),
  };
}

/** Staff read the settings (their pages use them); customers have no business with them. */
export function getSettings(actor: Actor | null, tenant: CompanyRow, uploadMaxBytes: number): CompanySettings {
  requirePermission(actor, 'settings:read');
  return toSettings(tenant, uploadMaxBytes);
}

/**
 * Only an admin changes the company's name, brand and sender name: they are what customers
 * see and what emails are signed with. The change shows in the staff's activity feed.
 */
export async function updateSettings(
  db: Database,
  actor: Actor | null,
  tenant: CompanyRow,
  input: CompanySettingsUpdate,
  uploadMaxBytes: number,
): Promise<CompanySettings> {
  const admin = requirePermission(actor, 'settings:edit');
  const setKeys: Record<string, unknown> = {};
  const removeKeys: string[] = [];
  if (input.emailSenderName === null) removeKeys.push(SETTING_KEYS.emailSenderName);
  else setKeys[SETTING_KEYS.emailSenderName] = input.emailSenderName;
  if (input.productionCapacity === null) removeKeys.push(SETTING_KEYS.productionCapacity);
  else setKeys[SETTING_KEYS.productionCapacity] = input.productionCapacity;

  const row = await db.transaction(async (tx) => {
    const updated = await updateCompany(tx, tenant.id, {
      columns: { name: input.companyName, primaryColor: input.primaryColor, secondaryColor: input.secondaryColor },
      setKeys,
      removeKeys,
    });
    await recordActivity(tx, { companyId: tenant.id, projectId: null, actorId: admin.userId, type: 'settings_changed', description: 'Company settings updated', isPublic: false });
    return updated;
  });
  if (!row) throw new AppError('NOT_FOUND', 'Company not found.');
  return toSettings(row, uploadMaxBytes);
}
