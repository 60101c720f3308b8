import { CalendarDays } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { STAGE_STEPS } from '@/shared/constants/stages';
import { ensure, ensureQueries } from '@/client/app/route-data';
import { PageHeader } from '@/client/components/layout/page-header';
import { Badge } from '@/client/components/ui/badge';
import { Card } from '@/client/components/ui/card';
import { Spinner } from '@/client/components/ui/spinner';
import { aftercareQueryOptions } from '@/client/features/aftercare/api/get-aftercare';
import { StaffAftercareCard } from '@/client/features/aftercare/components/staff-aftercare-card';
import { ProjectPreparationCard } from '@/client/features/checklist/components/project-preparation-card';
import { ProjectDetailsCard } from '@/client/features/customers/components/project-details-card';
import { checklistQueryOptions } from '@/client/features/checklist/api/get-checklist';
import { projectDetailsQueryOptions } from '@/client/features/customers/api/project-details';
import { projectQueryOptions, useProject } from '@/client/features/dashboard/api/get-project';
import { currentDelayNotice, DelayNoticeBanner } from '@/client/features/dashboard/components/delay-notice-banner';
import { PostDelayNoticeDialog } from '@/client/features/dashboard/components/post-delay-notice-dialog';
import { designDecisionsQueryOptions } from '@/client/features/design-approval/api/get-design-decisions';
import { DesignDecisionsCard } from '@/client/features/design-approval/components/design-decisions-card';
import { diagramNotesQueryOptions, shownNotesThread } from '@/client/features/diagrams/api/get-diagram-notes';
import { diagramsQueryOptions, shownDiagram } from '@/client/features/diagrams/api/get-diagrams';
import { BuildingDiagramsCard } from '@/client/features/diagrams/components/building-diagrams-card';
import { documentRequestsQueryOptions } from '@/client/features/documents/api/get-document-requests';
import { documentsQueryOptions } from '@/client/features/documents/api/get-documents';
import { DocumentRequestsCard } from '@/client/features/documents/components/document-requests-card';
import { ProjectDocumentsCard } from '@/client/features/documents/components/project-documents-card';
import { notesQueryOptions } from '@/client/features/notes/api/get-notes';
import { ProjectNotesCard } from '@/client/features/notes/components/project-notes-card';
import { PaymentScheduleEditor } from '@/client/features/payment-management/components/payment-schedule-editor';
import { paymentsQueryOptions, useProjectPayments } from '@/client/features/payments/api/get-payments';
import { variationsQueryOptions } from '@/client/features/variations/api/variations';
import { ProjectVariationsCard } from '@/client/features/variations/components/project-variations-card';
import { diaryQueryOptions } from '@/client/features/site-diary/api/get-diary';
import { PostDiaryEntryDialog } from '@/client/features/site-diary/components/post-diary-entry-dialog';
import { SiteDiaryCard } from '@/client/features/site-diary/components/site-diary-card';
import { isApiError } from '@/client/lib/api-client';
import { formatLongDate } from '@/client/lib/format';
import { paths } from '@/client/lib/paths';
import { staffPageLoader } from './staff-page-loader';

/**
 * The project and every card of it at once (the cards need only its id), then the notes of the
 * diagram shown first. A project that fails to load shows its error alone; its cards' reads go unused.
 */
export const loader = staffPageLoader(async (queryClient, { params }) => {
  const projectId = params.projectId ?? '';
  const [diagrams] = await Promise.all([
    ensure(queryClient, diagramsQueryOptions(projectId)),
    ensureQueries(queryClient, [
      projectQueryOptions(projectId),
      paymentsQueryOptions(projectId),
      projectDetailsQueryOptions(projectId),
      checklistQueryOptions(projectId),
      notesQueryOptions(projectId),
      designDecisionsQueryOptions(projectId),
      documentsQueryOptions(projectId),
      documentRequestsQueryOptions(projectId),
      variationsQueryOptions(projectId),
      diaryQueryOptions(projectId),
    ]),
  ]);
  // A completed project's page shows its aftercare requests first.
  const project = queryClient.getQueryData(projectQueryOptions(projectId).queryKey);
  await ensureQueries(queryClient, [
    diagrams && diagramNotesQueryOptions(shownNotesThread(projectId, shownDiagram(diagrams.diagrams, null))),
    project?.stage === 'completed' && aftercareQueryOptions(projectId),
  ]);
});

/**
 * Staff: one customer's project — its details and payment schedule (both editable), checklist,
 * notes, design decisions, documents, document requests, site diary and diagrams.
 */
export default function StaffProjectPage() {
  const { projectId = '' } = useParams();
  const project = useProject(projectId);
  const payments = useProjectPayments(projectId);

  if (project.isPending) {
    return (
      <Card role="status" className="flex items-center gap-3 text-muted">
        <Spinner className="size-5" />
        Loading the project...
      </Card>
    );
  }
  if (project.isError) {
    return (
      <Card role="alert" className="text-muted">
        {isApiError(project.error, 404) ? 'This project does not exist, or it belongs to another company.' : "We couldn't load this project just now."}{' '}
        <Link to={paths.dashboard} className="text-brand-ink underline underline-offset-4">
          Back to the dashboard
        </Link>
      </Card>
    );
  }

  const { name, customerName, stage, installDate } = project.data;
  const install = formatLongDate(installDate);
  const delay = currentDelayNotice(project.data);
  return (
    <>
      <PageHeader title={name} description={`${customerName}'s project`}>
        <Badge tone="brand">
          Step {STAGE_STEPS[stage].step} of 7 · {STAGE_STEPS[stage].title}
        </Badge>
        {install && (
          <Badge>
            <CalendarDays aria-hidden="true" className="size-3.5" />
            Install Date: {install}
          </Badge>
        )}
        {stage !== 'completed' && <PostDelayNoticeDialog projectId={projectId} installDate={installDate} />}
      </PageHeader>
      {delay && (
        <div className="mt-6">
          <DelayNoticeBanner notice={delay} viewer="staff" />
        </div>
      )}
      <div className="mt-8 grid gap-6 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        {stage === 'completed' && (
          <div className="min-w-0 xl:col-span-2">
            <StaffAftercareCard projectId={projectId} />
          </div>
        )}
        <div className="min-w-0 self-start">
          <ProjectDetailsCard projectId={projectId} />
        </div>
        <div className="min-w-0 self-start">
          <PaymentScheduleEditor projectId={projectId} payments={payments} />
        </div>
        <div className="min-w-0 xl:col-span-2">
          <ProjectVariationsCard projectId={projectId} canPropose={stage !== 'completed'} />
        </div>
        <div className="min-w-0 self-start">
          <ProjectPreparationCard projectId={projectId} stage={stage} viewer="staff" />
        </div>
        <div className="flex min-w-0 flex-col gap-6 self-start">
          <ProjectNotesCard projectId={projectId} viewer="staff" />
          <DesignDecisionsCard projectId={projectId} />
        </div>
        <ProjectDocumentsCard projectId={projectId} viewer="staff" />
        <DocumentRequestsCard projectId={projectId} viewer="staff" />
        <div className="min-w-0 xl:col-span-2">
          <SiteDiaryCard projectId={projectId} viewer="staff" action={<PostDiaryEntryDialog projectId={projectId} stage={stage} />} />
        </div>
        <div className="xl:col-span-2">
          <BuildingDiagramsCard projectId={projectId} viewer="staff" />
        </div>
      </div>
    </>
  );
}
