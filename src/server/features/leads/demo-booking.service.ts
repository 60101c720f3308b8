import { formatCalendarDay } from '../../../shared/dates';
import { randomUUID } from 'node:crypto';
import type { OpenSlot } from '../../../shared/schemas/availability';
import type { DemoBooked, DemoBookingSubmission } from '../../../shared/schemas/leads';
import type { Database } from '../../db/client';
import type { CompanyRow } from '../../db/schema/companies';
import { findContact } from '../../lib/email/customer-email';
import { queueLeadAcknowledgement, queueNewLeadNotice, readCompanyDetails } from './lead-emails';
import { admitLeadForm, isHoneypotFilled, mayAcknowledge, type VisitorContext } from './lead-intake';
import { insertLead } from './leads.queries';
import { findSlot, listOpenSlots } from '../availability/availability.queries';
import { queueDemoBookedNotice, queueDemoConfirmation } from './demo-emails';
import { BOOKING_NOTICE_MINUTES, takeSlot } from '../availability/slot-booking.service';

/** A visitor books a demo within the next four weeks; later than that, they suggest a day. */
export const DEMO_HORIZON_DAYS = 28;
const DAY_MS = 86_400_000;
const TOPIC_MAX = 500;

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? '';

/** Public: the team's free times a visitor may book, with only a first name: staff's full names and calendars stay inside. */
export async function listDemoSlots(db: Database, tenant: CompanyRow): Promise<OpenSlot[]> {
  const now = Date.now();
  const rows = await listOpenSlots(db, tenant.id, new Date(now + BOOKING_NOTICE_MINUTES * 60_000), new Date(now + DEMO_HORIZON_DAYS * DAY_MS));
  return rows.map((r) => ({ id: r.id, startsAt: r.startsAt.toISOString(), durationMinutes: r.durationMinutes, staffFirstName: firstName(r.staffName) }));
}

/** The answer a bot gets for a filled-in honeypot: what a person would have seen, with nothing kept. */
async function pretendBooking(db: Database, tenant: CompanyRow, input: DemoBookingSubmission): Promise<DemoBooked> {
  const slot = input.slotId ? await findSlot(db, tenant.id, input.slotId) : undefined;
  return {
    leadId: randomUUID(),
    startsAt: slot?.startsAt.toISOString() ?? null,
    durationMinutes: slot?.durationMinutes ?? null,
    staffFirstName: null,
    preferredDate: input.preferredDate ?? null,
  };
}

/**
 * A visitor's demo: a lead (source demo) and, for a chosen time, its booking, in one
 * transaction. The slot's unique booking key decides a race (slot-booking.service.ts): of two visitors
 * taking one time at once the second gets a 409 and their lead is rolled back with it. Without a
 * time that suits, the lead keeps the day they would like and staff get in touch.
 */
export async function bookDemo(db: Database, tenant: CompanyRow, input: DemoBookingSubmission, visitor: VisitorContext): Promise<DemoBooked> {
  if (isHoneypotFilled(input.website)) return pretendBooking(db, tenant, input);
  await admitLeadForm(db, tenant, visitor);
  const company = (await mayAcknowledge(db, tenant, visitor)) ? await readCompanyDetails(db, tenant, visitor.portalUrl) : null;
  return db.transaction(async (tx) => {
    const lead = await insertLead(tx, {
      companyId: tenant.id,
      name: input.name,
      email: input.email.toLowerCase(),
      phone: input.phone ?? null,
      message: input.message ?? null,
      source: 'demo',
      configuration: null,
      preferredDate: input.slotId ? null : (input.preferredDate ?? null),
    });
    const person = { name: lead.name, email: lead.email, phone: lead.phone, message: lead.message };

    if (!input.slotId) {
      const facts = {
        tenant,
        source: lead.source,
        ...person,
        preferredDay: lead.preferredDate ? formatCalendarDay(lead.preferredDate) : null,
        quote: null,
        portalUrl: visitor.portalUrl,
        acknowledged: company !== null,
      };
      if (company) await queueLeadAcknowledgement(tx, facts, company);
      await queueNewLeadNotice(tx, facts);
      return { leadId: lead.id, startsAt: null, durationMinutes: null, staffFirstName: null, preferredDate: lead.preferredDate };
    }

    const taken = await takeSlot(tx, { companyId: tenant.id, slotId: input.slotId, kind: 'demo', leadId: lead.id, topic: lead.message?.slice(0, TOPIC_MAX) ?? null });
    const staff = await findContact(tx, tenant.id, taken.staffId);
    const demo = {
      tenant,
      visitor: person,
      startsAt: taken.startsAt,
      durationMinutes: taken.durationMinutes,
      staffFirstName: firstName(staff?.name ?? ''),
      portalUrl: visitor.portalUrl,
      acknowledged: company !== null,
    };
    if (company) await queueDemoConfirmation(tx, demo, company);
    if (staff) await queueDemoBookedNotice(tx, staff, demo);
    return { leadId: lead.id, startsAt: taken.startsAt.toISOString(), durationMinutes: taken.durationMinutes, staffFirstName: demo.staffFirstName || null, preferredDate: null };
  });
}
