import { z } from 'zod';
import { PAYMENT_EVENT_KINDS, PAYMENT_METHODS, PAYMENT_STATUSES, TRANSFER_DATE_MIN } from '../constants/payments';
import { todayInLondon } from '../dates';
import { zPounds } from './fields';
import { zPaymentReminder, zPaymentReminderKind } from './payment-reminders';

export const zPaymentStatus = z.enum(PAYMENT_STATUSES);

export const zPaymentItem = z.object({
  id: z.string(),
  title: z.string(),
  amountPence: z.number().int(),
  dueDate: z.string().nullable(),
  status: zPaymentStatus,
  reference: z.string(),
  paymentDate: z.string().nullable(),
  paymentMethod: z.enum(PAYMENT_METHODS).nullable(),
  invoiceUrl: z.string().nullable(),
  receiptUrl: z.string().nullable(),
  /** Why staff sent a confirmed transfer back, shown to the customer until they confirm again. */
  rejectionReason: z.string().nullable(),
});
export type PaymentItem = z.infer<typeof zPaymentItem>;

export const zPaymentSummary = z.object({
  totalPence: z.number().int(),
  depositPence: z.number().int(),
  depositPercent: z.number(),
  paidPence: z.number().int(),
  remainingPence: z.number().int(),
  nextPayment: z.object({ title: z.string(), amountPence: z.number().int() }).nullable(),
});

export const zProjectPayments = z.object({ items: z.array(zPaymentItem), summary: zPaymentSummary });
export type ProjectPayments = z.infer<typeof zProjectPayments>;

/** What the customer says of their bank transfer (Confirm Bank Transfer dialog). */
export const zConfirmTransfer = z.object({
  reference: z.string().trim().min(1, 'Enter the reference you used').max(35, 'A bank reference is at most 35 characters'),
  amount: zPounds('Enter the amount you transferred, for example 2200.00'),
  transferDate: z.iso
    .date('Enter the date of the transfer')
    .refine((d) => d >= TRANSFER_DATE_MIN, 'The transfer date cannot be before 1 January 1900')
    .refine((d) => d <= todayInLondon(), 'The transfer date cannot be in the future'),
});
export type ConfirmTransfer = z.infer<typeof zConfirmTransfer>;

/**
 * Staff verify a confirmed transfer. When the customer confirmed another amount than is due, the
 * verification says, on record, that the amount due arrived: `acknowledgedAmount` is that amount.
 */
export const zVerifyPayment = z.object({
  acknowledgedAmount: zPounds('Enter the amount that arrived, for example 5500.00').optional(),
});
export type VerifyPayment = z.infer<typeof zVerifyPayment>;

export const zRejectPayment = z.object({
  reason: z.string().trim().max(500, 'Keep the reason under 500 characters').optional(),
});
export type RejectPayment = z.infer<typeof zRejectPayment>;

export const zStaffPaymentItem = zPaymentItem.extend({
  projectId: z.string(),
  projectName: z.string(),
  customerName: z.string(),
  confirmation: z
    .object({ reference: z.string().nullable(), amountPence: z.number().int().nullable(), transferDate: z.string().nullable() })
    .nullable(),
  /** The latest reminder the customer was emailed about it, automatic or by hand. */
  lastReminder: zPaymentReminder.nullable(),
});
export type StaffPaymentItem = z.infer<typeof zStaffPaymentItem>;

/** One line of a payment's history (staff): a change of its status, or a reminder the customer was emailed. */
export const zPaymentHistoryEntry = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('event'),
    id: z.string(),
    at: z.string(),
    kind: z.enum(PAYMENT_EVENT_KINDS),
    by: z.string().nullable(),
    amountPence: z.number().int().nullable(),
    reason: z.string().nullable(),
  }),
  z.object({
    type: z.literal('reminder'),
    id: z.string(),
    at: z.string(),
    kind: zPaymentReminderKind,
    /** Who sent it by hand; null for the automatic ones. */
    by: z.string().nullable(),
    dueDate: z.string().nullable(),
  }),
]);
export type PaymentHistoryEntry = z.infer<typeof zPaymentHistoryEntry>;

/** GET /api/payments/{id}/history: newest first. */
export const zPaymentHistory = z.object({ entries: z.array(zPaymentHistoryEntry) });
export type PaymentHistory = z.infer<typeof zPaymentHistory>;

/** Staff list paging: small pages keep the table quick however many projects a company has. */
export const STAFF_PAYMENTS_PAGE_SIZE = 25;
export const STAFF_PAYMENTS_MAX_PAGE_SIZE = 100;

export const zStaffPaymentsQuery = z.object({
  status: zPaymentStatus.optional(),
  page: z.coerce.number('Page must be a number').int('Page must be a whole number').min(1, 'Pages start at 1').max(1_000_000, 'Page is too large').default(1),
  pageSize: z.coerce
    .number('Page size must be a number')
    .int('Page size must be a whole number')
    .min(1, 'Page size must be at least 1')
    .max(STAFF_PAYMENTS_MAX_PAGE_SIZE, `Page size can be at most ${STAFF_PAYMENTS_MAX_PAGE_SIZE}`)
    .default(STAFF_PAYMENTS_PAGE_SIZE),
});
export type StaffPaymentsQuery = z.infer<typeof zStaffPaymentsQuery>;

/** One page of the staff list; `page` is the page actually served (a page past the end reads as the last). */
export const zStaffPaymentsPage = z.object({
  items: z.array(zStaffPaymentItem),
  page: z.number().int(),
  pageCount: z.number().int(),
  total: z.number().int(),
});
export type StaffPaymentsPage = z.infer<typeof zStaffPaymentsPage>;
