import { ClipboardCheck } from 'lucide-react';
import { Badge } from '@/client/components/ui/badge';
import { CardComingSoon, SectionCard } from '@/client/components/layout/section-card';

/** The preparation checklist for the current stage; the checklist comes in a later issue. */
export function ProjectPreparationCard({ stageLabel }: { stageLabel: string }) {
  return (
    <SectionCard
      title="Project Preparation"
      description="What to get ready before installation"
      icon={ClipboardCheck}
      action={<Badge tone="brand">Current Stage: {stageLabel}</Badge>}
    >
      <CardComingSoon>Your preparation checklist for each stage is coming soon.</CardComingSoon>
    </SectionCard>
  );
}
