import { z } from 'zod';

export const zDiagram = z.object({
  id: z.string(),
  projectId: z.string(),
  /** `/api/files/{id}`: an image (show as a thumbnail) or a PDF (show an icon), by mimeType. */
  diagramUrl: z.string(),
  fileName: z.string(),
  mimeType: z.string(),
  isCustomerUpload: z.boolean(),
  uploadedBy: z.string(),
  uploaderName: z.string(),
  createdAt: z.string(),
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
  diagramId: z.string(),
  userId: z.string(),
  authorName: z.string(),
  content: z.string(),
  createdAt: z.string(),
});
export type DiagramNote = z.infer<typeof zDiagramNote>;

/** Text only; an empty note is refused with the spec's message (section 5). */
export const zCreateDiagramNote = z.object({
  content: z.string('Please log in and enter a note.').trim().min(1, 'Please log in and enter a note.').max(5000, 'Keep a note under 5,000 characters'),
});
export type CreateDiagramNote = z.infer<typeof zCreateDiagramNote>;
