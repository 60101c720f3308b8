import { z } from 'zod';

export const ACTIVITY_TYPES = [
  'payment_confirmed',
  'payment_verified',
  'payment_rejected',
  'payment_marked_paid',
  'contract_created',
  'contract_signed',
  'note_added',
  'ticket_opened',
  'design_approved',
  'design_changes_requested',
  'stage_changed',
  'document_uploaded',
  'document_requested',
  'diagram_uploaded',
  'diagram_note_added',
  'install_date_changed',
  'customer_created',
  'visit_scheduled',
  'call_booked',
  'lead_received',
  'settings_changed',
  'variation_proposed',
  'variation_approved',
  'variation_declined',
  'variation_withdrawn',
] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

export const zActivity = z.object({
  id: z.string(),
  type: z.enum(ACTIVITY_TYPES),
  description: z.string(),
  user: z.string(),
  date: z.string(),
  projectId: z.string().nullable(),
});
export type Activity = z.infer<typeof zActivity>;
