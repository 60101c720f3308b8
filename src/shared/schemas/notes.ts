import { z } from 'zod';

export const NOTE_TYPES = ['info', 'warning', 'urgent'] as const;
export const NOTE_VISIBILITIES = ['public', 'internal'] as const;

export const zNote = z.object({
  id: z.string(),
  projectId: z.string(),
  authorId: z.string(),
  authorName: z.string(),
  /** Written by the company's staff or admins, not by the customer. */
  fromTeam: z.boolean(),
  content: z.string(),
  type: z.enum(NOTE_TYPES),
  visibility: z.enum(NOTE_VISIBILITIES),
  isPinned: z.boolean(),
  createdAt: z.string(),
});
export type Note = z.infer<typeof zNote>;

/** A new note: info and public unless said otherwise (the product's states and transitions). */
export const zCreateNote = z.object({
  content: z.string().trim().min(1, 'Please log in and enter a note.').max(5000, 'Keep a note under 5,000 characters'),
  type: z.enum(NOTE_TYPES).default('info'),
  visibility: z.enum(NOTE_VISIBILITIES).default('public'),
});
export type CreateNote = z.infer<typeof zCreateNote>;

export const zUpdateNote = z
  .object({ isPinned: z.boolean().optional(), visibility: z.enum(NOTE_VISIBILITIES).optional(), type: z.enum(NOTE_TYPES).optional() })
  .refine((v) => Object.keys(v).length > 0, 'Nothing to change');
export type UpdateNote = z.infer<typeof zUpdateNote>;
