import type { PaymentEventKind, PaymentStatus, StoredPaymentStatus } from '../../../shared/constants/payments';
import type { Role } from '../../../shared/constants/roles';

export type PaymentAction = 'confirm_transfer' | 'verify' | 'reject' | 'mark_paid';

interface Transition {
  from: readonly PaymentStatus[];
  to: StoredPaymentStatus;
  roles: readonly Role[];
  event: PaymentEventKind;
}

/** Every allowed change of a payment's status, in one place. Anything else is refused. */
export const PAYMENT_TRANSITIONS: Record<PaymentAction, Transition> = {
  confirm_transfer: { from: ['pending', 'overdue'], to: 'pending_verification', roles: ['customer'], event: 'transfer_confirmed' },
  verify: { from: ['pending_verification'], to: 'paid', roles: ['staff', 'admin'], event: 'verified' },
  reject: { from: ['pending_verification'], to: 'pending', roles: ['staff', 'admin'], event: 'rejected' },
  mark_paid: { from: ['pending', 'overdue'], to: 'paid', roles: ['staff', 'admin'], event: 'marked_paid' },
};

/** The stored statuses a transition may start from ("overdue" is stored as pending). */
export function storedFromStatuses(action: PaymentAction): StoredPaymentStatus[] {
  const from = PAYMENT_TRANSITIONS[action].from;
  return [...new Set(from.map((s) => (s === 'overdue' ? 'pending' : s)))] as StoredPaymentStatus[];
}

const STATUS_WORDS: Record<PaymentStatus, string> = {
  pending: 'awaiting payment',
  overdue: 'overdue',
  pending_verification: 'waiting for the team to verify the transfer',
  paid: 'already paid',
};

export function refusalMessage(action: PaymentAction, status: PaymentStatus): string {
  const verbs: Record<PaymentAction, string> = {
    confirm_transfer: 'confirm a transfer for',
    verify: 'verify',
    reject: 'reject',
    mark_paid: 'mark as paid',
  };
  return `You cannot ${verbs[action]} this payment: it is ${STATUS_WORDS[status]}.`;
}
