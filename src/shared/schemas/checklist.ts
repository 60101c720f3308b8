import { z } from 'zod';

export const CHECKLIST_ITEM_TYPES = ['customer', 'staff', 'shared'] as const;
export const CHECKLIST_VISIBILITIES = ['public', 'private'] as const;

export const zChecklistItem = z.object({
  id: z.string(),
  project_id: z.string(),
  title: z.string(),
  description: z.string(),
  type: z.enum(CHECKLIST_ITEM_TYPES),
  isCompleted: z.boolean(),
  completedAt: z.string().nullable(),
  visibility: z.enum(CHECKLIST_VISIBILITIES),
  dueDate: z.string().nullable(),
  isMandatory: z.boolean(),
  isOverdue: z.boolean(),
});
export type ChecklistItem = z.infer<typeof zChecklistItem>;

const itemFields = {
  title: z.string().trim().min(1, 'Give the item a title').max(200),
  description: z.string().trim().max(2000),
  type: z.enum(CHECKLIST_ITEM_TYPES),
  visibility: z.enum(CHECKLIST_VISIBILITIES),
  dueDate: z.iso.date('Use a date such as 2026-03-01').nullable(),
  isMandatory: z.boolean(),
};

export const zNewChecklistItem = z.object({
  ...itemFields,
  description: itemFields.description.default(''),
  visibility: itemFields.visibility.default('public'),
  dueDate: itemFields.dueDate.default(null),
  isMandatory: itemFields.isMandatory.default(false),
});
export type NewChecklistItem = z.infer<typeof zNewChecklistItem>;

// No defaults here: a field left out of a change stays as it is.
export const zUpdateChecklistItem = z
  .object(itemFields)
  .partial()
  .extend({ isCompleted: z.boolean().optional() })
  .refine((v) => Object.keys(v).length > 0, 'Nothing to change');
export type UpdateChecklistItem = z.infer<typeof zUpdateChecklistItem>;

/** Items a customer sees, and may tick: public ones meant for them or shared. */
export function isCustomerItem(item: Pick<ChecklistItem, 'type' | 'visibility'>): boolean {
  return item.visibility === 'public' && (item.type === 'customer' || item.type === 'shared');
}
