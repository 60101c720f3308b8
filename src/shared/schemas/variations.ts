import { z } from 'zod';
import { MAX_VARIATION_DAYS, MAX_VARIATION_PENCE, VARIATION_STATUSES } from '../constants/variations';
import { formatPence } from '../money';
import { hasNoControlCharacters } from './fields';

export const zVariationAttachment = z.object({
  id: z.string(),
  /** The file as the uploader named it. */
  name: z.string(),
  mimeType: z.string(),
  sizeBytes: z.number().int(),
  /** SHA-256 (hex) of its bytes, part of the text the customer agrees to. */
  sha256: z.string(),
  /** Served by the authorised file route: the project's customer and the company's team. */
  url: z.string(),
});
export type VariationAttachment = z.infer<typeof zVariationAttachment>;

export const zVariation = z.object({
  id: z.string(),
  projectId: z.string(),
  title: z.string(),
  description: z.string(),
  /** Added to the price in pence (negative: taken off), VAT included. */
  priceChangePence: z.number().int(),
  daysAdded: z.number().int(),
  status: z.enum(VARIATION_STATUSES),
  proposedByName: z.string(),
  createdAt: z.string(),
  /** SHA-256 (hex) of the exact text the customer is asked to agree to. */
  contentHash: z.string(),
  answeredAt: z.string().nullable(),
  /** The name the customer typed to approve. */
  signatureName: z.string().nullable(),
  declineReason: z.string().nullable(),
  /** What the approval did to the schedule: the item added (a rise) or reduced (a reduction). */
  paymentItemId: z.string().nullable(),
  installDateBefore: z.string().nullable(),
  installDateAfter: z.string().nullable(),
  /** Drawings, quotes or photos shown with it, in the order they were added. */
  attachments: z.array(zVariationAttachment),
});
export type Variation = z.infer<typeof zVariation>;

export const zVariationList = z.object({ variations: z.array(zVariation) });
export type VariationList = z.infer<typeof zVariationList>;

export const zCreateVariation = z.object({
  title: z.string().trim().min(1, 'Give the variation a title').max(100, 'Keep the title to 100 characters').refine(hasNoControlCharacters, 'The title must be one line'),
  description: z.string().trim().min(1, 'Describe the change').max(5000, 'Keep the description to 5,000 characters'),
  priceChangePence: z
    .number('Enter the price change in pence')
    .int('Enter the price change in whole pence')
    .min(-MAX_VARIATION_PENCE, `A variation can take at most ${formatPence(MAX_VARIATION_PENCE)} off the price`)
    .max(MAX_VARIATION_PENCE, `A variation can add at most ${formatPence(MAX_VARIATION_PENCE)} to the price`),
  daysAdded: z
    .number('Enter the days as a number')
    .int('Enter whole days')
    .min(0, 'Enter 0 or more days')
    .max(MAX_VARIATION_DAYS, `Enter at most ${MAX_VARIATION_DAYS} days`)
    .optional(),
});
export type CreateVariation = z.infer<typeof zCreateVariation>;

export const zApproveVariation = z.object({
  signatureName: z.string().trim().min(2, 'Type your full name').max(200, 'Type your full name').refine(hasNoControlCharacters, 'Type your name on one line'),
  agreed: z.literal(true, 'Tick the box to agree to the variation'),
  /** The hash of the variation as the customer was shown it: refused (409) if it has changed since. */
  contentHash: z.string().regex(/^[0-9a-f]{64}$/, 'Not a content hash').optional(),
});
export type ApproveVariation = z.infer<typeof zApproveVariation>;

export const zDeclineVariation = z.object({
  reason: z.string().trim().min(1, 'Tell us why you are declining').max(2000, 'Keep the reason to 2,000 characters'),
});
export type DeclineVariation = z.infer<typeof zDeclineVariation>;

/** "+£1,200.00", "-£300.00", "No change". */
export function formatPriceChange(pence: number): string {
  if (pence === 0) return 'No change';
  return `${pence > 0 ? '+' : '-'}${formatPence(Math.abs(pence))}`;
}

/** "Moves the installation back by 3 days", or that it does not move. */
export function describeDaysAdded(days: number): string {
  if (days === 0) return 'No change to the installation date';
  return `Moves the installation back by ${days} ${days === 1 ? 'day' : 'days'}`;
}

/**
 * The exact text the customer agrees to: hashed at proposal and again at approval, printed on the
 * PDF. Changing how it reads changes every hash, so it is written out here once.
 */
export function variationText(v: Pick<Variation, 'title' | 'description' | 'priceChangePence' | 'daysAdded'>, attachments: readonly Pick<VariationAttachment, 'name' | 'sha256'>[] = []): string {
  const lines = [`Variation: ${v.title}`, '', v.description, '', `Price change: ${formatPriceChange(v.priceChangePence)} (VAT included)`, `Installation date: ${describeDaysAdded(v.daysAdded)}`];
  // Without attachments the text reads as it always has, so earlier variations' hashes still hold.
  if (attachments.length) lines.push('', 'Attachments:', ...attachments.map((a, i) => `${i + 1}. ${a.name} (SHA-256 ${a.sha256})`));
  return lines.join('\n');
}

/** "2.4 MB", "830 KB": a file's size as a person reads it. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
