import type { LeadSource } from '../../../shared/constants/operations';
import { GROUP_LABELS } from '../../../shared/configurator-groups';
import { formatPence } from '../../../shared/money';
import type { Quote } from '../../../shared/schemas/configurator';
import type { Database, Transaction } from '../../db/client';
import type { CompanyRow } from '../../db/schema/companies';
import { composedEmail, enqueueEmailsTo, listStaffContacts, type Contact, type CustomerEmail } from '../../lib/email/customer-email';
import { enqueueEmails } from '../../lib/email/email-outbox';
import { text, type DetailsBlock, type TextBlock } from '../../lib/email/templates/email-content';
import { getSiteContent } from '../site-content/site-content.service';

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
  /** False when the company's hourly allowance of acknowledgements was used up: staff are told none went. */
  acknowledged: boolean;
}

/** Who an acknowledgement is from: the company's own details, as its site publishes them. */
export interface CompanyDetails {
  name: string;
  phone: string | null;
  email: string | null;
  website: string;
}

/** The company's name, and the phone number and email address its Contact page publishes. */
export async function readCompanyDetails(db: Database, tenant: CompanyRow, portalUrl: string): Promise<CompanyDetails> {
  const { contact } = await getSiteContent(db, tenant);
  return { name: tenant.name, phone: contact.phone, email: contact.email, website: portalUrl };
}

/** The closing of an email to a visitor: who the company is and how to reach it. */
export function companyLines(company: CompanyDetails): string[] {
  return [company.name, ...(company.phone ? [`Phone: ${company.phone}`] : []), ...(company.email ? [`Email: ${company.email}`] : []), `Website: ${company.website}`];
}

/** Every email to a visitor says so: the form may have named someone else's address. */
export const NOT_YOU = 'If you did not fill in a form on our website, someone may have typed your address by mistake: you can ignore this email.';

const ASKED_FOR: Record<LeadSource, string> = {
  contact: 'an enquiry',
  configurator: 'a quote request',
  demo: 'a demo request',
};

/** The design line by line with its price, as the configurator showed it. */
export function designDetails(title: string, quote: Quote): DetailsBlock {
  return {
    kind: 'details',
    title,
    rows: [
      ...quote.lines.map((line) => ({ label: GROUP_LABELS[line.group], value: line.label, bullet: true })),
      { label: 'Estimated price', value: `${formatPence(quote.totalPence)} including VAT` },
    ],
  };
}

function acknowledgement(lead: Pick<LeadFacts, 'source' | 'preferredDay'>, company: string): { subject: string; intro: string } {
  if (lead.source === 'configurator') {
    return {
      subject: `${company}: we have your quote request`,
      intro: 'Thank you for designing your garden building with us. A member of our team will be in touch within one working day to talk it through and arrange a free site survey, after which we confirm the final price.',
    };
  }
  if (lead.source === 'demo') {
    return {
      subject: `${company}: we have your demo request`,
      intro: `Thank you for asking for a demo${lead.preferredDay ? ` on ${lead.preferredDay}` : ''}. We will be in touch within one working day to agree a time.`,
    };
  }
  return {
    subject: `${company}: thank you for getting in touch`,
    intro: `Thank you for contacting ${company} through our website. A member of our team will reply within one working day.`,
  };
}

/**
 * To whoever's address the form named: we have it, and what happens next. Anyone can type
 * anyone's address into a public form, so this repeats nothing they typed (not their name, not
 * their message), which could otherwise carry a stranger's words to any inbox in the company's
 * name. A fixed text for each form, with the company's own details; all it takes from the form
 * is a demo's day (a date) and a quote's design and price (the company's own options and prices).
 */
export function queueLeadAcknowledgement(tx: Transaction, lead: LeadFacts, company: CompanyDetails): Promise<void> {
  // Not even in the To header: the name they typed would show in the recipient's inbox.
  return enqueueEmails(tx, [{ companyId: lead.tenant.id, kind: 'lead-received', toEmail: lead.email, toName: null, ...leadAcknowledgementEmail(lead, company) }]);
}

export function leadAcknowledgementEmail(lead: Pick<LeadFacts, 'source' | 'preferredDay' | 'quote' | 'portalUrl'>, company: CompanyDetails): CustomerEmail {
  const { subject, intro } = acknowledgement(lead, company.name);
  return composedEmail(
    {
      subject,
      greeting: 'Hello,',
      blocks: [text(intro), ...(lead.quote ? [designDetails('The design:', lead.quote)] : []), text(NOT_YOU)],
      signature: companyLines(company),
    },
    lead.portalUrl,
  );
}

/** Told to staff when a visitor was not sent the usual email, so they know to reply themselves. */
export function unacknowledged(lead: Pick<LeadFacts, 'acknowledged'>): TextBlock[] {
  return lead.acknowledged ? [] : [text('They were not sent the usual acknowledgement: the website has sent as many as it may in an hour, so please reply to them yourself.')];
}

/** The visitor's details as staff need them to call back. */
export function contactDetails(lead: Pick<LeadFacts, 'email' | 'phone'>): DetailsBlock {
  return { kind: 'details', rows: [{ label: 'Email', value: lead.email }, ...(lead.phone ? [{ label: 'Phone', value: lead.phone }] : [])] };
}

/** The link every email about a lead ends with, to the Leads page. */
export function leadsAction(portalUrl: string) {
  return { kind: 'action' as const, intro: 'See the lead, mark it contacted or make them a customer:', url: `${portalUrl}/leads`, label: 'See the lead', sameLine: true };
}

/** To the company's staff and admins: someone new to follow up. */
export async function queueNewLeadNotice(tx: Transaction, lead: LeadFacts, recipients?: Contact[]): Promise<void> {
  const staff = recipients ?? (await listStaffContacts(tx, lead.tenant.id));
  await enqueueEmailsTo(tx, lead.tenant.id, 'new-lead', staff, (member) => newLeadEmail(member, lead));
}

/** What a lead told us, for the staff who follow it up; what the visitor typed stays plain text. */
export function newLeadEmail(member: Contact, lead: Omit<LeadFacts, 'tenant'> & { tenant: Pick<CompanyRow, 'name'> }): CustomerEmail {
  return composedEmail(
    {
      subject: `${lead.tenant.name}: ${ASKED_FOR[lead.source]} from ${lead.name}`,
      heading: 'A new lead from the website',
      greeting: `Dear ${member.name},`,
      blocks: [
        text(`${lead.name} has sent ${ASKED_FOR[lead.source]} through the website${lead.preferredDay ? `, and would like a demo on ${lead.preferredDay}` : ''}.`),
        contactDetails(lead),
        ...(lead.quote ? [designDetails('Their design:', lead.quote)] : []),
        ...(lead.message ? [{ kind: 'quote' as const, label: 'Their message:', text: lead.message }] : []),
        ...unacknowledged(lead),
        leadsAction(lead.portalUrl),
      ],
      signature: [lead.tenant.name],
    },
    lead.portalUrl,
  );
}
