import type { ConfiguratorGroup } from '../../../shared/constants/site';
import { priceConfiguration } from '../../../shared/configurator-pricing';
import { AppError } from '../../../shared/errors';
import {
  zConfiguratorOptionShape,
  type ConfiguratorOption,
  type ConfiguratorOptionInput,
  type ConfiguratorOptionPatch,
  type OptionAttributes,
  type Quote,
  type QuoteRequest,
  zConfiguratorOptionInput,
  zConfiguratorOptionPatch,
} from '../../../shared/schemas/configurator';
import type { Actor } from '../../app-env';
import { requirePermission } from '../../auth/permissions';
import type { Database } from '../../db/client';
import type { CompanyRow } from '../../db/schema/companies';
import { validationError } from '../../lib/http-errors';
import { deleteOption, findCompanyOption, insertOption, listCompanyOptions, updateOption, type ConfiguratorOptionRow } from './configurator.queries';

/** Which attributes each group keeps: a size its dimensions, a product type its floor rate, the rest none. */
const ATTRIBUTE_KEYS: Partial<Record<ConfiguratorGroup, (keyof OptionAttributes)[]>> = {
  size: ['widthM', 'depthM'],
  product_type: ['perM2Pence'],
};

/** Only the numbers a group uses; anything else in the jsonb (older rows, other tools) is ignored, not trusted. */
function attributesFor(group: ConfiguratorGroup, attributes: Record<string, unknown>): OptionAttributes {
  const kept: OptionAttributes = {};
  for (const key of ATTRIBUTE_KEYS[group] ?? []) {
    const value = attributes[key];
    if (typeof value === 'number' && Number.isFinite(value)) kept[key] = value;
  }
  return kept;
}

const toOption = (row: ConfiguratorOptionRow): ConfiguratorOption => ({
  id: row.id,
  group: row.group,
  code: row.code,
  label: row.label,
  description: row.description,
  pricePence: row.pricePence,
  pricing: row.pricing,
  attributes: attributesFor(row.group, row.attributes),
  available: row.available,
  position: row.position,
});

/** Public: what a buyer may choose. Read fresh on every request, so a staff change shows at once. */
export async function listPublicOptions(db: Database, tenant: CompanyRow): Promise<ConfiguratorOption[]> {
  return (await listCompanyOptions(db, tenant.id, { availableOnly: true })).map(toOption);
}

/** Public: the price of a configuration, by the same function the page shows it with. */
export async function quoteConfiguration(db: Database, tenant: CompanyRow, input: QuoteRequest): Promise<Quote> {
  // Unavailable options are read too, so the buyer hears "no longer available" rather than "no such option".
  const options = (await listCompanyOptions(db, tenant.id, { availableOnly: false })).map(toOption);
  const result = priceConfiguration(options, input.configuration);
  if (!result.ok) throw new AppError('VALIDATION_FAILED', result.message, { [result.field]: [result.message] });
  return result.quote;
}

/** Staff and admins manage the price list (issue 8: "Admin (staff/admin only)"). */
export async function listAdminOptions(db: Database, actor: Actor | null, tenant: CompanyRow): Promise<ConfiguratorOption[]> {
  requirePermission(actor, 'configurator:manage');
  return (await listCompanyOptions(db, tenant.id, { availableOnly: false })).map(toOption);
}

export async function createOption(db: Database, actor: Actor | null, tenant: CompanyRow, input: ConfiguratorOptionInput): Promise<ConfiguratorOption> {
  requirePermission(actor, 'configurator:manage');
  const option = zConfiguratorOptionInput.parse(input);
  const row = await insertOption(db, tenant.id, { ...option, attributes: attributesFor(option.group, option.attributes) });
  if (!row) {
    const message = `There is already an option with the code "${option.code}" in this group.`;
    throw new AppError('CONFLICT', message, { code: [message] });
  }
  return toOption(row);
}

/** The group and code never change: leads keep their configuration by code. */
export async function changeOption(db: Database, actor: Actor | null, tenant: CompanyRow, id: string, patch: ConfiguratorOptionPatch): Promise<ConfiguratorOption> {
  requirePermission(actor, 'configurator:manage');
  const changes = zConfiguratorOptionPatch.parse(patch);
  const current = await findCompanyOption(db, tenant.id, id);
  if (!current) throw new AppError('NOT_FOUND', 'Option not found.');
  // The option as it would be, checked whole: a size cannot lose its width, a product type its rate.
  const merged = zConfiguratorOptionShape.safeParse({
    ...toOption(current),
    ...changes,
    attributes: { ...attributesFor(current.group, current.attributes), ...changes.attributes },
  });
  if (!merged.success) throw validationError(merged.error);
  const { group: _group, ...values } = merged.data;
  const row = await updateOption(db, tenant.id, id, { ...values, attributes: attributesFor(current.group, values.attributes) });
  if (!row) throw new AppError('NOT_FOUND', 'Option not found.');
  return toOption(row);
}

/** Leads that chose it keep its code; making it unavailable instead keeps it readable in the admin list. */
export async function removeOption(db: Database, actor: Actor | null, tenant: CompanyRow, id: string): Promise<void> {
  requirePermission(actor, 'configurator:manage');
  if (!(await deleteOption(db, tenant.id, id))) throw new AppError('NOT_FOUND', 'Option not found.');
}
