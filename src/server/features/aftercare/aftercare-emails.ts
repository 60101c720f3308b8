import { TIME_SLOT_LABELS, type TimeSlot } from '../../../shared/constants/operations';
import { formatCalendarDate, formatCalendarDay } from '../../../shared/dates';
import { AFTERCARE_CATEGORY_LABELS, AFTERCARE_TRIAGE_LABELS, type AftercareCategory, type AftercareTriage } from '../../../shared/schemas/aftercare';
import { composedEmail, portalAction, type Contact, type CustomerEmail } from '../../lib/email/customer-email';
import { text, type EmailBlock } from '../../lib/email/templates/email-content';

interface RequestFacts {
  companyName: string;
  category: AftercareCategory;
  reportedOn: string;
  link: string;
}

/** What staff did about an aftercare request, as the customer is told it. */
export type AftercareStep =
  | { kind: 'triage'; triage: AftercareTriage }
  | { kind: 'reply'; replierName: string; reply: string }
  | { kind: 'visit'; date: string; slot: TimeSlot }
  | { kind: 'close'; note?: string };

const TRIAGE_MEANING: Record<AftercareTriage, string> = {
  under_guarantee: 'It is covered by your guarantee: putting it right costs you nothing.',
  chargeable: 'It is not covered by your guarantee, so putting it right is chargeable. We will tell you the cost before any work is done.',
  not_defect: 'We do not think it is a defect in the building. We will explain why, and what you can do.',
};

function stepContent(step: AftercareStep, what: string): { subject: string; heading: string; blocks: EmailBlock[] } {
  switch (step.kind) {
    case 'triage':
      return {
        subject: `we have assessed your ${what}`,
        heading: 'We have assessed your report',
        blocks: [text(`We have looked at your ${what} and marked it "${AFTERCARE_TRIAGE_LABELS[step.triage]}".`, TRIAGE_MEANING[step.triage])],
      };
    case 'reply':
      return { subject: `reply about your ${what}`, heading: 'A reply about your report', blocks: [text(`${step.replierName} replied about your ${what}:`), { kind: 'quote', text: step.reply }] };
    case 'visit':
      return {
        subject: `visit booked for your ${what}`,
        heading: 'Aftercare visit booked',
        blocks: [
          text(`We have booked a visit to look at your ${what}.`),
          { kind: 'details', rows: [{ label: 'Date', value: formatCalendarDay(step.date) }, { label: 'Time', value: TIME_SLOT_LABELS[step.slot] }] },
          text('If that day no longer suits you, send us a message from the portal and we will find another.'),
        ],
      };
    case 'close':
      return {
        subject: `your ${what} is closed`,
        heading: 'Your report is closed',
        blocks: [text(`We have closed your ${what}.`), ...(step.note ? [{ kind: 'quote' as const, label: 'Our note:', text: step.note }] : []), text('If the problem comes back, report it again from the portal.')],
      };
  }
}

/** Each step staff take on an aftercare request, emailed to the customer who reported it. Their words stay text. */
export function aftercareStepEmail(customer: Contact, r: RequestFacts, step: AftercareStep): CustomerEmail {
  const what = `aftercare report (${AFTERCARE_CATEGORY_LABELS[r.category].toLowerCase()}, ${formatCalendarDate(r.reportedOn)})`;
  const { subject, heading, blocks } = stepContent(step, what);
  return composedEmail({
    subject: `${r.companyName}: ${subject}`,
    heading,
    greeting: `Dear ${customer.name},`,
    blocks: [...blocks, portalAction(r.link, 'see your report and everything we have done about it', 'See your report')],
    signature: [r.companyName],
  });
}
