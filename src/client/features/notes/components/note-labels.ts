import { Info, OctagonAlert, TriangleAlert, type LucideIcon } from 'lucide-react';
import type { Note } from '@/shared/schemas/notes';

type NoteType = Note['type'];

/** Each type's word, icon and colours: the colour is never the only signal (the word is always shown). */
export const NOTE_TYPE_STYLES: Record<NoteType, { label: string; icon: LucideIcon; tone: 'brand' | 'warning' | 'danger'; iconClass: string }> = {
  info: { label: 'Info', icon: Info, tone: 'brand', iconClass: 'bg-brand-subtle text-brand-ink' },
  warning: { label: 'Warning', icon: TriangleAlert, tone: 'warning', iconClass: 'bg-warning-subtle text-warning-ink' },
  urgent: { label: 'Urgent', icon: OctagonAlert, tone: 'danger', iconClass: 'bg-danger-subtle text-danger-ink' },
};

export type NotesViewer = 'customer' | 'staff';
