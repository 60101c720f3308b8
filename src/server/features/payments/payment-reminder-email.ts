import { formatCalendarDate } from '../../../shared/dates';
import { formatPence } from '../../../shared/money';
import { formatSortCode, type BankDetails } from '../../../shared/schemas/bank-details';
import type { CustomerEmail, ProjectCustomer } from '../../lib/email/customer-email';
import { composedEmail, portalAction } from '../../lib/email/customer-email';
import { text, type EmailBlock } from '../../lib/email/templates/email-content';

/** Where the payment stands on the day the reminder is written. */
export type ReminderMoment = 'before_due' | 'due_today' | 'overdue' | 'no_due_date';

export interface PaymentReminderFacts {
  companyName: string;
  title: string;
  amountPence: number;
  dueDate: string | null;
  moment: ReminderMoment;
  reference: string;
  /** The company's account for transfers; null when none is set up yet (the Payments tab says so). */
  bankDetails: BankDetails | null;
  paymentsLink: string;
}

function subjectOf(p: PaymentReminderFacts): string {
  switch (p.moment) {
    case 'before_due':
      return `${p.companyName}: payment due on ${formatCalendarDate(p.dueDate!)} – ${p.title}`;
    case 'due_today':
      return `${p.companyName}: payment due today – ${p.title}`;
    case 'overdue':
      return `${p.companyName}: payment overdue – ${p.title}`;
    case 'no_due_date':
      return `${p.companyName}: payment reminder – ${p.title}`;
  }
}

function whenLine(customer: ProjectCustomer, p: PaymentReminderFacts): string {
  const what = `${formatPence(p.amountPence)} for "${p.title}" on ${customer.projectName}`;
  switch (p.moment) {
    case 'before_due':
      return `This is a reminder that ${what} is due on ${formatCalendarDate(p.dueDate!)}.`;
    case 'due_today':
      return `This is a reminder that ${what} is due today, ${formatCalendarDate(p.dueDate!)}.`;
    case 'overdue':
      return `Our records show that ${what} was due on ${formatCalendarDate(p.dueDate!)} and has not been paid yet.`;
    case 'no_due_date':
      return `This is a reminder that ${what} is waiting to be paid.`;
  }
}

/** How to pay: the account and the exact reference, as a table in the HTML. */
function howToPay(p: PaymentReminderFacts): EmailBlock[] {
  if (!p.bankDetails) {
    return [
      {
        kind: 'details',
        title: 'Please pay by bank transfer using the account details on the Payments tab, with this exact reference:',
        rows: [{ label: 'Reference', value: p.reference }],
      },
    ];
  }
  return [
    {
      kind: 'details',
      title: 'Please pay by bank transfer to:',
      rows: [
        { label: 'Account name', value: p.bankDetails.accountName },
        { label: 'Sort code', value: formatSortCode(p.bankDetails.sortCode) },
        { label: 'Account number', value: p.bankDetails.accountNumber },
        { label: 'Bank', value: p.bankDetails.bankName },
        { label: 'Reference', value: p.reference },
      ],
    },
    text('Use this exact reference so we can match your payment. The Payments tab always shows our current bank details: we never ask you to pay a different account by email or phone.'),
  ];
}

const HEADING: Record<ReminderMoment, string> = {
  before_due: 'Payment due soon',
  due_today: 'Payment due today',
  overdue: 'Payment overdue',
  no_due_date: 'Payment reminder',
};

/** Sent by the reminder schedule (before the due date, on it, 3 and 10 days after) and by staff's "Send reminder". */
export function paymentReminderEmail(customer: ProjectCustomer, p: PaymentReminderFacts): CustomerEmail {
  return composedEmail({
    subject: subjectOf(p),
    heading: HEADING[p.moment],
    greeting: `Dear ${customer.name},`,
    blocks: [
      text(whenLine(customer, p)),
      ...howToPay(p),
      text('If you have already paid, thank you: please confirm the transfer on the Payments tab so we can check it, and ignore this reminder.'),
      portalAction(p.paymentsLink, 'see and pay your payments', 'See your payments'),
    ],
    signature: [p.companyName],
  });
}
