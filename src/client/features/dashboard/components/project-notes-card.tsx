import { NotebookPen } from 'lucide-react';
import { CardComingSoon, DashboardCard } from './dashboard-card';

/** Shared notes between the customer and the team; the notes themselves come in a later issue. */
export function ProjectNotesCard() {
  return (
    <DashboardCard title="Project Notes & Updates" description="Messages and updates about your build" icon={NotebookPen}>
      <CardComingSoon>Shared notes and updates from our team are coming soon.</CardComingSoon>
    </DashboardCard>
  );
}
