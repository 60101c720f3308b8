import { DraftingCompass } from 'lucide-react';
import { ComingSoonPanel } from '@/client/components/layout/portal-placeholder';
import type { ProjectDetail } from '@/shared/schemas/projects';
import type { ProjectPayments } from '@/shared/schemas/payments';
import { SectionCard } from '@/client/components/layout/section-card';
import { PaymentStatusCard } from './payment-status-card';
import { ProjectStatusCard } from './project-status-card';
import type { QueryState } from './query-state';

interface OverviewTabProps {
  project: ProjectDetail;
  payments: QueryState<ProjectPayments>;
  onViewPayments: () => void;
}

export function OverviewTab({ project, payments, onViewPayments }: OverviewTabProps) {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <ProjectStatusCard project={project} />
      <PaymentStatusCard payments={payments} onViewPayments={onViewPayments} />
      <SectionCard title="Building Diagrams" description="Layout drawings for your garden room" icon={DraftingCompass} className="md:col-span-2">
        <TabPlaceholder>Building diagrams are coming soon: you'll be able to view your layout and add notes here.</TabPlaceholder>
      </SectionCard>
    </div>
  );
}

/** ComingSoonPanel brings its own top margin for page use; inside a tab or card the layout spaces it. */
export function TabPlaceholder({ children }: { children: string }) {
  return (
    <div className="*:mt-0">
      <ComingSoonPanel>{children}</ComingSoonPanel>
    </div>
  );
}
