import { formatCalendarDay } from '../../../shared/dates';
import { randomUUID } from 'node:crypto';
import { AppError } from '../../../shared/errors';
import { zConfiguration, type ConfiguratorOption } from '../../../shared/schemas/configurator';
import { LEAD_PAGE_SIZE, type Lead, type LeadPage, type LeadReceived, type LeadSearch, type LeadStatusUpdate, type LeadSubmission } from '../../../shared/schemas/leads';
import type { Actor } from '../../app-env';
import { requirePermission } from '../../auth/permissions';
import type { Database } from '../../db/client';
import type { CompanyRow } from '../../db/schema/companies';
import { listAdminOptions, quoteConfiguration } from '../configurator/configurator.service';
import { queueLeadAcknowledgement, queueNewLeadNotice, readCompanyDetails } from './lead-emails';
import { admitLeadForm, isHoneypotFilled, mayAcknowledge, type VisitorContext } from './lead-intake';
import { summariseConfiguration } from './lead-specification';
import { countLeads, insertLead, listLeads, setLeadStatus, type LeadListRow } from './leads.queries';

/**
 * A visitor's enquiry, quote request or demo day: stored with an acknowledgement to them (while
 * the company's hourly allowance lasts) and a notice to staff, all in one transaction. A bot that filled the honeypot hears the same 201
 * and nothing is kept, not even a rate-limit count, so it learns nothing to adapt to.
 */
export async function submitLead(db: Database, tenant: CompanyRow, input: LeadSubmission, visitor: VisitorContext): Promise<LeadReceived> {
  if (isHoneypotFilled(input.website)) return { id: randomUUID(), source: input.source, createdAt: new Date().toISOString() };
  // Priced (and so checked against this company's options) before the allowance is spent on it.
  const quote = input.configuration ? await quoteConfiguration(db, tenant, { configuration: input.configuration }) : null;
  await admitLeadForm(db, tenant, visitor);
  const company = (await mayAcknowledge(db, tenant, visitor)) ? await readCompanyDetails(db, tenant, visitor.portalUrl) : null;
  const lead = await db.transaction(async (tx) => {
    const row = await insertLead(tx, {
      companyId: tenant.id,
      name: input.name,
      email: input.email.toLowerCase(),
      phone: input.phone ?? null,
      message: input.message ?? null,
      source: input.source,
      configuration: input.configuration ?? null,
      preferredDate: input.preferredDate ?? null,
    });
    const facts = {
      tenant,
      source: row.source,
      name: row.name,
      email: row.email,
      phone: row.phone,
      message: row.message,
      preferredDay: row.preferredDate ? formatCalendarDay(row.preferredDate) : null,
      quote,
      portalUrl: visitor.portalUrl,
      acknowledged: company !== null,
    };
    if (company) await queueLeadAcknowledgement(tx, facts, company);
    await queueNewLeadNotice(tx, facts);
    return row;
  });
  return { id: lead.id, source: lead.source, createdAt: lead.createdAt.toISOString() };
}

/** A stored configuration is read back through its schema: a row written by older code may not fit. */
export function storedConfiguration(value: unknown) {
  const parsed = zConfiguration.safeParse(value);
  return parsed.success ? parsed.data : null;
}

export function toLead(row: LeadListRow, options: readonly ConfiguratorOption[]): Lead {
  const configuration = storedConfiguration(row.configuration);
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    message: row.message,
    source: row.source,
    status: row.status,
    configuration,
    configurationSummary: configuration ? summariseConfiguration(options, configuration) : null,
    preferredDate: row.preferredDate,
    demo:
      row.demoStartsAt && row.demoDurationMinutes !== null
        ? { startsAt: row.demoStartsAt.toISOString(), durationMinutes: row.demoDurationMinutes, staffName: row.demoStaffName ?? '' }
        : null,
    convertedCustomerId: row.convertedCustomerId,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The option labels, read only when some lead on the page has a configuration to describe. */
async function optionsFor(db: Database, actor: Actor, tenant: CompanyRow, rows: LeadListRow[]): Promise<ConfiguratorOption[]> {
  return rows.some((r) => r.configuration) ? listAdminOptions(db, actor, tenant) : [];
}

/** Staff: one page of the company's leads, newest first, narrowed by status and source. */
export async function listLeadPage(db: Database, actorOrNull: Actor | null, tenant: CompanyRow, search: LeadSearch): Promise<LeadPage> {
  const actor = requirePermission(actorOrNull, 'leads:manage');
  const filters = { status: search.status, source: search.source };
  const total = await countLeads(db, tenant.id, filters);
  const pageCount = Math.max(1, Math.ceil(total / LEAD_PAGE_SIZE));
  // A page past the end (the list shrank since it was loaded) reads as the last one.
  const page = Math.min(search.page, pageCount);
  const rows = await listLeads(db, tenant.id, filters, { limit: LEAD_PAGE_SIZE, offset: (page - 1) * LEAD_PAGE_SIZE });
  const options = await optionsFor(db, actor, tenant, rows);
  return { leads: rows.map((row) => toLead(row, options)), page, pageCount, total };
}

/** One lead of the company as the list shows it; "not found" for another company's. */
export async function getLead(db: Database, actor: Actor, tenant: CompanyRow, id: string): Promise<Lead> {
  const [row] = await listLeads(db, tenant.id, {}, { limit: 1, offset: 0 }, id);
  if (!row) throw new AppError('NOT_FOUND', 'Lead not found.');
  return toLead(row, await optionsFor(db, actor, tenant, [row]));
}

/** Staff mark a lead contacted once they have spoken, or put it back to new. A customer's lead stays converted. */
export async function updateLeadStatus(db: Database, actorOrNull: Actor | null, tenant: CompanyRow, id: string, input: LeadStatusUpdate): Promise<Lead> {
  const actor = requirePermission(actorOrNull, 'leads:manage');
  const updated = await setLeadStatus(db, tenant.id, id, input.status);
  if (!updated) {
    // Tells "not ours" from "already a customer" only after the conditional update refused.
    const lead = await getLead(db, actor, tenant, id);
    throw new AppError('CONFLICT', `${lead.name} is already a customer, so this lead stays converted.`);
  }
  return getLead(db, actor, tenant, id);
}
