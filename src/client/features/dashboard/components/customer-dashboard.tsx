import type { ProjectPayments } from '@/shared/schemas/payments';
import { Card } from '@/client/components/ui/card';
import { ComingSoonPanel } from '@/client/components/layout/portal-placeholder';
import { Spinner } from '@/client/components/ui/spinner';
import { useProject } from '../api/get-project';
import type { DashboardSlots } from './dashboard-slots';
import { ProjectDashboard } from './project-dashboard';
import { ProjectSummary } from './project-summary';
import type { QueryState } from './query-state';

interface CustomerDashboardProps {
  projectId: string | null;
  payments: QueryState<ProjectPayments>;
  /** Absent while there is no project. */
  slots: DashboardSlots | null;
}

/** The customer's overview of their one project (Customer dashboard). */
export function CustomerDashboard({ projectId, payments, slots }: CustomerDashboardProps) {
  const project = useProject(projectId);

  return (
    <>
      <ProjectSummary status={project.data?.status} installDate={project.data?.installDate} />
      <div className="mt-8">
        {projectId === null || slots === null ? (
          <ComingSoonPanel>You don&apos;t have a project yet. Once your order is confirmed it will appear here.</ComingSoonPanel>
        ) : project.isPending ? (
          <Card role="status" className="flex items-center gap-3 text-muted">
            <Spinner className="size-5" />
            Loading your project...
          </Card>
        ) : project.isError ? (
          <Card className="text-muted">
            We couldn&apos;t load your project just now. Please refresh the page, or contact support if this keeps
            happening.
          </Card>
        ) : (
          <ProjectDashboard project={project.data} payments={payments} slots={slots} />
        )}
      </div>
    </>
  );
}
