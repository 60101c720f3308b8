export const VARIATION_STATUSES = ['proposed', 'approved', 'declined', 'withdrawn'] as const;
export type VariationStatus = (typeof VARIATION_STATUSES)[number];

export const VARIATION_EVENT_KINDS = ['proposed', 'approved', 'declined', 'withdrawn', 'attachments_added'] as const;

/** A variation carries at most this many attachments (drawings, quotes, photos). */
export const MAX_VARIATION_ATTACHMENTS = 5;
/** Each at most 20 MB (or the server's upload limit, if lower). */
export const MAX_VARIATION_ATTACHMENT_BYTES = 20 * 1024 * 1024;

/** A variation changes the price by at most £100,000 either way. */
export const MAX_VARIATION_PENCE = 10_000_000;
/** And moves the installation back by at most a year. */
export const MAX_VARIATION_DAYS = 365;

/** The sentence the customer ticks to approve, stored with the approval. */
export const VARIATION_CONSENT_TEXT = 'I agree to this variation to my order, its price change and its effect on the installation date';
