import type { QueryClient } from '@tanstack/react-query';
import type { SessionUser } from '@/shared/schemas/auth';
import { activityQueryOptions } from '@/client/features/activity/api/get-activity';
import { aftercareQueryOptions } from '@/client/features/aftercare/api/get-aftercare';
import { checklistQueryOptions } from '@/client/features/checklist/api/get-checklist';
import { projectQueryOptions } from '@/client/features/dashboard/api/get-project';
import { dashboardTabOf } from '@/client/features/dashboard/hooks/use-dashboard-tab';
import { designDecisionsQueryOptions } from '@/client/features/design-approval/api/get-design-decisions';
import { diagramNotesQueryOptions, shownNotesThread } from '@/client/features/diagrams/api/get-diagram-notes';
import { diagramsQueryOptions, shownDiagram } from '@/client/features/diagrams/api/get-diagrams';
import { documentRequestsQueryOptions } from '@/client/features/documents/api/get-document-requests';
import { documentsQueryOptions } from '@/client/features/documents/api/get-documents';
import { notesQueryOptions } from '@/client/features/notes/api/get-notes';
import { paymentsQueryOptions } from '@/client/features/payments/api/get-payments';
import { isAwaitingPayment } from '@/client/features/payments/components/awaiting-payment';
import { callsQueryOptions, openSlotsQueryOptions } from '@/client/features/scheduling/api/calls';
import { variationsQueryOptions } from '@/client/features/variations/api/variations';
import { diaryQueryOptions } from '@/client/features/site-diary/api/get-diary';
import { bankDetailsQueryOptions } from '@/client/lib/queries/bank-details';
import { ensure, ensureQueries } from '@/client/app/route-data';

/** How many of the project's latest events the overview's activity card lists. */
export const CUSTOMER_ACTIVITY_LIMIT = 8;

/**
 * What the customer's dashboard shows first, kept apart from the view so the page's loader does
 * not pull in its code: the project and its payments; around them the checklist (next steps and
 * Project Preparation) and the notes; the design decisions while the design waits for approval;
 * and the open tab's own reads (?tab=, the overview when none): the diagrams with the shown one's
 * notes, the activity and the site diary, the calls, the documents, or the bank details while an item is to pay.
 */
export async function loadCustomerDashboard(queryClient: QueryClient, me: SessionUser, searchParams = new URLSearchParams()): Promise<void> {
  const projectId = me.projectId;
  if (!projectId) return;
  const tab = dashboardTabOf(searchParams);
  const [project, payments, diagrams] = await Promise.all([
    ensure(queryClient, projectQueryOptions(projectId)),
    ensure(queryClient, paymentsQueryOptions(projectId)),
    tab === 'overview' ? ensure(queryClient, diagramsQueryOptions(projectId)) : undefined,
    ensureQueries(queryClient, [
      checklistQueryOptions(projectId),
      notesQueryOptions(projectId),
      // Variations awaiting an answer come first on every tab; approved ones show under the specifications.
      variationsQueryOptions(projectId),
      tab === 'overview' && activityQueryOptions(projectId, CUSTOMER_ACTIVITY_LIMIT),
      tab === 'overview' && diaryQueryOptions(projectId),
      tab === 'schedule' && callsQueryOptions(),
      tab === 'schedule' && openSlotsQueryOptions(),
      tab === 'documents' && documentRequestsQueryOptions(projectId),
      tab === 'documents' && documentsQueryOptions(projectId),
    ]),
  ]);
  // Without the project the page shows that it could not load it, and none of the rest.
  if (!project) return;
  await ensureQueries(queryClient, [
    project.stage === 'design_confirmation' && designDecisionsQueryOptions(projectId),
    // A completed project's overview shows its guarantees and aftercare.
    tab === 'overview' && project.stage === 'completed' && aftercareQueryOptions(projectId),
    diagrams && diagramNotesQueryOptions(shownNotesThread(projectId, shownDiagram(diagrams.diagrams, null))),
    tab === 'payments' && payments?.items.some(isAwaitingPayment) && bankDetailsQueryOptions(),
  ]);
}
