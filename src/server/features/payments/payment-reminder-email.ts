import { formatCalendarDate } from '../../../shared/dates';
import { formatPence } from '../../../shared/money';
import { formatSortCode, type BankDetails } from '../../../shared/schemas/bank-details';
import type { CustomerEmail, ProjectCustomer } from '../../lib/email/customer-email';
import { signOff } from '../../lib/email/customer-email';

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

function bankLines(p: PaymentReminderFacts): string[] {
  if (!p.bankDetails) {
    return ['Please pay by bank transfer using the account details on the Payments tab, with this exact reference:', `Reference: ${p.reference}`];
  }
  return [
    'Please pay by bank transfer to:',
    `Account name: ${p.bankDetails.accountName}`,
    `Sort code: ${formatSortCode(p.bankDetails.sortCode)}`,
    `Account number: ${p.bankDetails.accountNumber}`,
    `Bank: ${p.bankDetails.bankName}`,
    `Reference: ${p.reference}`,
    '',
    'Use this exact reference so we can match your payment. The Payments tab always shows our current bank details: we never ask you to pay a different account by email or phone.',
  ];
}

/** Sent by the reminder schedule (before the due date, on it, 3 and 10 days after) and by staff's "Send reminder". */
export function paymentReminderEmail(customer: ProjectCustomer, p: PaymentReminderFacts): CustomerEmail {
  return {
    subject: subjectOf(p),
    textBody: [
      `Dear ${customer.name},`,
      '',
      whenLine(customer, p),
      '',
      ...bankLines(p),
      '',
      'If you have already paid, thank you: please confirm the transfer on the Payments tab so we can check it, and ignore this reminder.',
      ...signOff(p.companyName, p.paymentsLink, 'see and pay your payments'),
    ].join('\n'),
  };
}
