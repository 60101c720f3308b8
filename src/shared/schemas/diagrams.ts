import { z } from 'zod';

export const zDiagram = z.object({
  id: z.string(),
  project_id: z.string(),
  /** `/api/files/{id}`: an image (show as a thumbnail) or a PDF (show an icon), by mime_type. */
  diagram_url: z.string(),
  file_name: z.string(),
  mime_type: z.string(),
  is_customer_upload: z.boolean(),
  uploaded_by: z.string(),
  uploaderName: z.string(),
  created_at: z.string(),
});
export type Diagram = z.infer<typeof zDiagram>;

export const zProjectDiagrams = z.object({
  /** Newest first: the first is the one to show large. */
  diagrams: z.array(zDiagram),
  maxUploadBytes: z.number().int(),
});
export type ProjectDiagrams = z.infer<typeof zProjectDiagrams>;

export const zDiagramNote = z.object({
  id: z.string(),
  diagram_id: z.string(),
  user_id: z.string(),
  authorName: z.string(),
  content: z.string(),
  created_at: z.string(),
});
export type DiagramNote = z.infer<typeof zDiagramNote>;

/** Text only; an empty note is refused with the spec's message (section 5). */
export const zCreateDiagramNote = z.object({
  content: z.string('Please log in and enter a note.').trim().min(1, 'Please log in and enter a note.').max(5000, 'Keep a note under 5,000 characters'),
});
export type CreateDiagramNote = z.infer<typeof zCreateDiagramNote>;
