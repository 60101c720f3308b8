export const PAYMENT_STATUSES = ['pending', 'pending_verification', 'paid', 'overdue'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Stored statuses; "overdue" is never stored but derived from the due date. */
export const STORED_PAYMENT_STATUSES = ['pending', 'pending_verification', 'paid'] as const;
export type StoredPaymentStatus = (typeof STORED_PAYMENT_STATUSES)[number];

export const PAYMENT_METHODS = ['BACS', 'bank_transfer'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_EVENT_KINDS = ['transfer_confirmed', 'verified', 'rejected', 'marked_paid'] as const;
export type PaymentEventKind = (typeof PAYMENT_EVENT_KINDS)[number];

/** The earliest transfer date a customer may give (the product's validation rules). */
export const TRANSFER_DATE_MIN = '1900-01-01';

/** BACS references: at most 18 characters. */
export const PAYMENT_REFERENCE_PREFIX = 'INV-';
