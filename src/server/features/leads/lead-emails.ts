import type { LeadSource } from '../../../shared/constants/operations';
import { GROUP_LABELS } from '../../../shared/configurator-groups';
import { formatPence } from '../../../shared/money';
import type { Quote } from '../../../shared/schemas/configurator';
import type { Transaction } from '../../db/client';
import type { CompanyRow } from '../../db/schema/companies';
import { enqueueEmailsTo, listStaffContacts, type Contact } from '../email/customer-email';

/** What a lead told us, as both emails repeat it. Visitors have no portal, so nothing links them to one. */
export interface LeadFacts {
  tenant: CompanyRow;
  source: LeadSource;
  name: string;
  email: string;
  phone: string | null;
  message: string | null;
  /** Worded already ("Tuesday 5 May 2026"), for a demo asked for on a day. */
  preferredDay: string | null;
  /** The configurator's design, priced, for a quote request. */
  quote: Quote | null;
  portalUrl: string;
}

// A calendar day has no time zone: read at UTC midnight, no offset can move it to the day before.
const DAY = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** A calendar day ('2026-05-05') as people read it: "Tuesday 5 May 2026", as call times are written. */
export function formatDay(isoDate: string): string {
  const parts = Object.fromEntries(DAY.formatToParts(new Date(`${isoDate}T00:00:00Z`)).map((p) => [p.type, p.value]));
  return `${parts.weekday} ${parts.day} ${parts.month} ${parts.year}`;
}

const ASKED_FOR: Record<LeadSource, string> = {
  contact: 'an enquiry',
  configurator: 'a quote request',
  demo: 'a demo request',
};

/** The design line by line with its price, as the configurator showed it. */
export function designLines(quote: Quote): string[] {
  return [
    ...quote.lines.map((line) => `- ${GROUP_LABELS[line.group]}: ${line.label}`),
    `Estimated price: ${formatPence(quote.totalPence)} including VAT`,
  ];
}

function acknowledgement(lead: LeadFacts): { subject: string; intro: string[] } {
  const company = lead.tenant.name;
  if (lead.source === 'configurator') {
    return {
      subject: `${company}: we have your quote request`,
      intro: ['Thank you for designing your garden building with us. A member of our team will be in touch within one working day to talk it through and arrange a free site survey, after which we confirm the final price.'],
    };
  }
  if (lead.source === 'demo') {
    return {
      subject: `${company}: we have your demo request`,
      intro: [`Thank you for asking for a demo${lead.preferredDay ? ` on ${lead.preferredDay}` : ''}. We will be in touch within one working day to agree a time.`],
    };
  }
  return {
    subject: `${company}: thank you for getting in touch`,
    intro: ['Thank you for your message. A member of our team will reply within one working day.'],
  };
}

/** To the person who filled in the form: we have it, and what happens next. */
export function queueLeadAcknowledgement(tx: Transaction, lead: LeadFacts): Promise<void> {
  const { subject, intro } = acknowledgement(lead);
  return enqueueEmailsTo(tx, lead.tenant.id, 'lead-received', [{ name: lead.name, email: lead.email }], (person) => ({
    subject,
    textBody: [
      `Dear ${person.name},`,
      '',
      ...intro,
      ...(lead.quote ? ['', 'Your design:', ...designLines(lead.quote)] : []),
      ...(lead.message ? ['', 'Your message:', lead.message] : []),
      '',
      'If you did not fill in a form on our website, you can ignore this email.',
      '',
      lead.tenant.name,
    ].join('\n'),
  }));
}

/** The visitor's details as staff need them to call back. */
export function contactLines(lead: Pick<LeadFacts, 'email' | 'phone'>): string[] {
  return [`Email: ${lead.email}`, ...(lead.phone ? [`Phone: ${lead.phone}`] : [])];
}

/** To the company's staff and admins: someone new to follow up. */
export async function queueNewLeadNotice(tx: Transaction, lead: LeadFacts, recipients?: Contact[]): Promise<void> {
  const staff = recipients ?? (await listStaffContacts(tx, lead.tenant.id));
  await enqueueEmailsTo(tx, lead.tenant.id, 'new-lead', staff, (member) => ({
    subject: `${lead.tenant.name}: ${ASKED_FOR[lead.source]} from ${lead.name}`,
    textBody: [
      `Dear ${member.name},`,
      '',
      `${lead.name} has sent ${ASKED_FOR[lead.source]} through the website${lead.preferredDay ? `, and would like a demo on ${lead.preferredDay}` : ''}.`,
      '',
      ...contactLines(lead),
      ...(lead.quote ? ['', 'Their design:', ...designLines(lead.quote)] : []),
      ...(lead.message ? ['', 'Their message:', lead.message] : []),
      '',
      `See the lead, mark it contacted or make them a customer: ${lead.portalUrl}/leads`,
      '',
      lead.tenant.name,
    ].join('\n'),
  }));
}
