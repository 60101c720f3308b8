import type { ReactNode } from 'react';
import type { ProjectDetail } from '@/shared/schemas/projects';
import type { ProjectPayments } from '@/shared/schemas/payments';
import { PaymentStatusCard } from './payment-status-card';
import { ProjectStatusCard } from './project-status-card';
import type { QueryState } from './query-state';

interface OverviewTabProps {
  project: ProjectDetail;
  payments: QueryState<ProjectPayments>;
  onViewPayments: () => void;
  diagramsCard: ReactNode;
  activityPanel: ReactNode;
  aftercarePanel?: ReactNode;
  progressPanel?: ReactNode;
}

export function OverviewTab({ project, payments, onViewPayments, diagramsCard, activityPanel, aftercarePanel, progressPanel }: OverviewTabProps) {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <ProjectStatusCard project={project} />
      <PaymentStatusCard payments={payments} onViewPayments={onViewPayments} />
      {project.stage === 'completed' && aftercarePanel && <div className="min-w-0 md:col-span-2">{aftercarePanel}</div>}
      {progressPanel && <div className="min-w-0 md:col-span-2">{progressPanel}</div>}
      <div className="min-w-0 md:col-span-2">{diagramsCard}</div>
      <div className="min-w-0 md:col-span-2">{activityPanel}</div>
    </div>
  );
}
