import { CalendarDays } from 'lucide-react';
import { STAGE_STEPS } from '@/shared/constants/stages';
import { PageHeader } from '@/client/components/layout/page-header';
import { ComingSoonPanel } from '@/client/components/layout/portal-placeholder';
import { Badge } from '@/client/components/ui/badge';
import { Card } from '@/client/components/ui/card';
import { Spinner } from '@/client/components/ui/spinner';
import { formatLongDate } from '@/client/lib/format';
import { useProject } from '../api/get-project';
import { ProjectSummary } from './project-summary';

/** The customer's overview of their one project (spec section 2, Customer dashboard). */
export function CustomerDashboard({ projectId }: { projectId: string | null }) {
  const project = useProject(projectId);
  const installDate = formatLongDate(project.data?.installDate);

  return (
    <>
      <PageHeader title="Welcome Back" description="Here's your project overview">
        {project.data && <Badge tone="brand">{project.data.status}</Badge>}
        {installDate && (
          <Badge>
            <CalendarDays aria-hidden="true" className="size-3.5" />
            Install Date: {installDate}
          </Badge>
        )}
      </PageHeader>
      <div className="mt-8">
        {projectId === null ? (
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
          <ProjectSummary
            name={project.data.name}
            stage={STAGE_STEPS[project.data.stage]}
            progress={project.data.progress}
          />
        )}
      </div>
    </>
  );
}
