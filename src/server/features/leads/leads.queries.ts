import { and, count, desc, eq, ne, type SQL } from 'drizzle-orm';
import type { LeadSource, LeadStatus, ProductType } from '../../../shared/constants/operations';
import type { ProjectSpecification } from '../../../shared/schemas/projects';
import type { Database, Transaction } from '../../db/client';
import { users } from '../../db/schema/auth';
import { availabilitySlots, leads, slotBookings } from '../../db/schema/operations';
import { projects } from '../../db/schema/projects';

type Db = Database | Transaction;

export type LeadRow = typeof leads.$inferSelect;
export type NewLead = Omit<typeof leads.$inferInsert, 'id' | 'status' | 'convertedCustomerId' | 'createdAt' | 'updatedAt'>;

export interface LeadFilters {
  status?: LeadStatus;
  source?: LeadSource;
}

function leadConditions(companyId: string, filters: LeadFilters): SQL[] {
  const conditions = [eq(leads.companyId, companyId)];
  if (filters.status) conditions.push(eq(leads.status, filters.status));
  if (filters.source) conditions.push(eq(leads.source, filters.source));
  return conditions;
}

export async function insertLead(db: Db, values: NewLead): Promise<LeadRow> {
  const [row] = await db.insert(leads).values(values).returning();
  return row!;
}

export async function countLeads(db: Db, companyId: string, filters: LeadFilters): Promise<number> {
  const [row] = await db.select({ n: count() }).from(leads).where(and(...leadConditions(companyId, filters)));
  return row?.n ?? 0;
}

export interface LeadListRow extends LeadRow {
  demoStartsAt: Date | null;
  demoDurationMinutes: number | null;
  demoStaffName: string | null;
}

/**
 * Newest first, each with the demo it booked (a lead books at most one slot: it is made in the
 * same transaction as its one booking). Id breaks ties so pages never overlap.
 */
export async function listLeads(db: Db, companyId: string, filters: LeadFilters, page: { limit: number; offset: number }, id?: string): Promise<LeadListRow[]> {
  const conditions = leadConditions(companyId, filters);
  if (id) conditions.push(eq(leads.id, id));
  const rows = await db
    .select({
      lead: leads,
      demoStartsAt: availabilitySlots.startsAt,
      demoDurationMinutes: availabilitySlots.durationMinutes,
      demoStaffName: users.name,
    })
    .from(leads)
    .leftJoin(slotBookings, and(eq(slotBookings.leadId, leads.id), eq(slotBookings.kind, 'demo')))
    .leftJoin(availabilitySlots, eq(availabilitySlots.id, slotBookings.slotId))
    .leftJoin(users, eq(users.id, availabilitySlots.staffId))
    .where(and(...conditions))
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((r) => ({ ...r.lead, demoStartsAt: r.demoStartsAt, demoDurationMinutes: r.demoDurationMinutes, demoStaffName: r.demoStaffName }));
}

/** The lead, locked until the transaction ends: two staff converting it at once take turns. */
export async function lockLead(tx: Transaction, companyId: string, id: string): Promise<LeadRow | undefined> {
  const [row] = await tx
    .select()
    .from(leads)
    .where(and(eq(leads.companyId, companyId), eq(leads.id, id)))
    .for('update');
  return row;
}

/** Sets new or contacted, never over a converted lead; undefined when nothing changed. */
export async function setLeadStatus(db: Db, companyId: string, id: string, status: 'new' | 'contacted'): Promise<LeadRow | undefined> {
  const [row] = await db
    .update(leads)
    .set({ status, updatedAt: new Date() })
    .where(and(eq(leads.companyId, companyId), eq(leads.id, id), ne(leads.status, 'converted')))
    .returning();
  return row;
}

export async function markLeadConverted(tx: Transaction, companyId: string, id: string, customerId: string): Promise<void> {
  await tx
    .update(leads)
    .set({ status: 'converted', convertedCustomerId: customerId, updatedAt: new Date() })
    .where(and(eq(leads.companyId, companyId), eq(leads.id, id)));
}

/** The new project takes the building the lead designed in the configurator. */
export async function setProjectBuilding(
  tx: Transaction,
  companyId: string,
  projectId: string,
  values: { specification: ProjectSpecification; productType?: ProductType; name?: string },
): Promise<void> {
  await tx
    .update(projects)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(projects.companyId, companyId), eq(projects.id, projectId)));
}
