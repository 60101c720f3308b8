import { NotebookPen } from 'lucide-react';
import { CardComingSoon, SectionCard } from '@/client/components/layout/section-card';

/** Shared notes between the customer and the team; the notes themselves come in a later issue. */
export function ProjectNotesCard() {
  return (
    <SectionCard title="Project Notes & Updates" description="Messages and updates about your build" icon={NotebookPen}>
      <CardComingSoon>Shared notes and updates from our team are coming soon.</CardComingSoon>
    </SectionCard>
  );
}
