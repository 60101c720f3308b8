import { z } from 'zod';
import { PROJECT_STAGES, STAGE_STEPS, type ProjectStage } from '../constants/stages';
import { zDate } from './fields';

export const CHECKLIST_ITEM_TYPES = ['customer', 'staff', 'shared'] as const;
export const CHECKLIST_VISIBILITIES = ['public', 'private'] as const;
export type ChecklistItemType = (typeof CHECKLIST_ITEM_TYPES)[number];
export type ChecklistVisibility = (typeof CHECKLIST_VISIBILITIES)[number];

export const zChecklistItem = z.object({
  id: z.string(),
  projectId: z.string(),
  title: z.string(),
  description: z.string(),
  type: z.enum(CHECKLIST_ITEM_TYPES),
  isCompleted: z.boolean(),
  completedAt: z.string().nullable(),
  visibility: z.enum(CHECKLIST_VISIBILITIES),
  dueDate: z.string().nullable(),
  isMandatory: z.boolean(),
  isOverdue: z.boolean(),
  /** The build stage the item belongs to; null when it matters throughout. */
  stage: z.enum(PROJECT_STAGES).nullable(),
});
export type ChecklistItem = z.infer<typeof zChecklistItem>;

const itemFields = {
  title: z.string().trim().min(1, 'Give the item a title').max(200, 'Keep the title under 200 characters'),
  description: z.string().trim().max(2000, 'Keep the description under 2,000 characters'),
  type: z.enum(CHECKLIST_ITEM_TYPES),
  visibility: z.enum(CHECKLIST_VISIBILITIES),
  dueDate: zDate('Use a date such as 2026-03-01').nullable(),
  isMandatory: z.boolean(),
  stage: z.enum(PROJECT_STAGES).nullable(),
};

export const zNewChecklistItem = z.object({
  ...itemFields,
  description: itemFields.description.default(''),
  visibility: itemFields.visibility.default('public'),
  dueDate: itemFields.dueDate.default(null),
  isMandatory: itemFields.isMandatory.default(false),
  stage: itemFields.stage.default(null),
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

/**
 * "What we need from you next": the customer's open items for the stage the build
 * is at, or an earlier one still undone, or for no stage in particular. Items for
 * later stages wait until the build gets there.
 */
export function isNeededNow(item: Pick<ChecklistItem, 'type' | 'visibility' | 'isCompleted' | 'stage'>, current: ProjectStage): boolean {
  if (!isCustomerItem(item) || item.isCompleted) return false;
  return item.stage === null || STAGE_STEPS[item.stage].step <= STAGE_STEPS[current].step;
}

/** A line of the company's default checklist, copied onto each new project. */
export const zChecklistTemplateItem = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  type: z.enum(CHECKLIST_ITEM_TYPES),
  visibility: z.enum(CHECKLIST_VISIBILITIES),
  isMandatory: z.boolean(),
  stage: z.enum(PROJECT_STAGES).nullable(),
  position: z.number().int(),
});
export type ChecklistTemplateItem = z.infer<typeof zChecklistTemplateItem>;

const { dueDate: _dueDate, ...templateFields } = itemFields;

export const zNewChecklistTemplateItem = z.object({
  ...templateFields,
  description: templateFields.description.default(''),
  visibility: templateFields.visibility.default('public'),
  isMandatory: templateFields.isMandatory.default(false),
  stage: templateFields.stage.default(null),
});
export type NewChecklistTemplateItem = z.infer<typeof zNewChecklistTemplateItem>;

export const zUpdateChecklistTemplateItem = z
  .object(templateFields)
  .partial()
  .refine((v) => Object.keys(v).length > 0, 'Nothing to change');
export type UpdateChecklistTemplateItem = z.infer<typeof zUpdateChecklistTemplateItem>;
