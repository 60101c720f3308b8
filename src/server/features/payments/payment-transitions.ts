import type { PaymentEventKind, PaymentStatus, StoredPaymentStatus } from '../../../shared/constants/payments';
import type { Permission } from '../../auth/permissions';

export type PaymentAction = 'confirm_transfer' | 'verify' | 'reject' | 'mark_paid';

interface Transition {
  from: readonly PaymentStatus[];
  to: StoredPaymentStatus;
  /** Who may take this step (the permission table says which roles hold it). */
  permission: Permission;
  event: PaymentEventKind;
}

/** Every allowed change of a payment's status, in one place. Anything else is refused. */
export const PAYMENT_TRANSITIONS: Record<PaymentAction, Transition> = {
  confirm_transfer: { from: ['pending', 'overdue'], to: 'pending_verification', permission: 'payments:confirm-transfer', event: 'transfer_confirmed' },
  verify: { from: ['pending_verification'], to: 'paid', permission: 'payments:verify', event: 'verified' },
  reject: { from: ['pending_verification'], to: 'pending', permission: 'payments:verify', event: 'rejected' },
  mark_paid: { from: ['pending', 'overdue'], to: 'paid', permission: 'payments:verify', event: 'marked_paid' },
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
