import type { Diagram } from '@/shared/schemas/diagrams';

/** Images display in the page; anything else (PDF) is served as a download. */
export function isImageDiagram(diagram: Diagram): boolean {
  return diagram.mimeType.startsWith('image/');
}
