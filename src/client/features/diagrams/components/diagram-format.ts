import { format, isValid, parseISO } from 'date-fns';
import { enGB } from 'date-fns/locale';
import { inDisplayZone } from '@/client/lib/format';
import type { Diagram } from '@/shared/schemas/diagrams';

/** Images display in the page; anything else (PDF) is served as a download. */
export function isImageDiagram(diagram: Diagram): boolean {
  return diagram.mimeType.startsWith('image/');
}

/** A note's time in en-GB, in the reader's time zone: "22 Apr 2024, 14:05". */
export function formatNoteTime(isoDateTime: string): string {
  const date = parseISO(isoDateTime);
  return isValid(date) ? format(inDisplayZone(date), 'd MMM yyyy, HH:mm', { locale: enGB }) : '';
}
