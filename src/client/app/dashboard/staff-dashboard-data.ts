import type { QueryClient } from '@tanstack/react-query';
import { isStaffRole } from '@/shared/constants/roles';
import type { SessionUser } from '@/shared/schemas/auth';
import { checklistTemplateQueryOptions } from '@/client/features/checklist/api/checklist-template';
import { diagramNotesQueryOptions, shownNotesThread } from '@/client/features/diagrams/api/get-diagram-notes';
import { diagramsQueryOptions, shownDiagram } from '@/client/features/diagrams/api/get-diagrams';
import { notesQueryOptions } from '@/client/features/notes/api/get-notes';
import { awaitingVerificationQueryOptions, FIRST_STAFF_PAYMENTS, staffPaymentsQueryOptions } from '@/client/features/payment-management/api/get-staff-payments';
import { scheduleQueryOptions } from '@/client/features/scheduling/api/get-schedule';
import { openingRange } from '@/client/features/scheduling/hooks/use-month-view';
import { dashboardStatsQueryOptions } from '@/client/features/staff-dashboard/api/get-dashboard-stats';
import { FIRST_INSTALLATIONS, installationsQueryOptions } from '@/client/features/staff-dashboard/api/get-installations';
import { productionStatusQueryOptions } from '@/client/features/staff-dashboard/api/get-production-status';
import { teamsQueryOptions } from '@/client/features/staff-dashboard/api/get-teams';
import { bankDetailsQueryOptions } from '@/client/lib/queries/bank-details';
import { ensure, ensureQueries } from '@/client/app/route-data';

/**
 * What the staff view of /dashboard shows on its first screen (the Upcoming Installations tab),
 * kept apart from the view so the page's loader does not pull in its code: the figures, the first
 * page of installations with the first one open (its teams, diagrams and notes), this month's
 * deliveries, production, the first page of payments, the bank details and the default checklist.
 */
export async function loadStaffDashboard(queryClient: QueryClient, me: SessionUser): Promise<void> {
  if (!isStaffRole(me.role)) return;
  await Promise.all([
    ensureQueries(queryClient, [
      dashboardStatsQueryOptions(),
      scheduleQueryOptions(openingRange()),
      productionStatusQueryOptions(),
      staffPaymentsQueryOptions(FIRST_STAFF_PAYMENTS),
      awaitingVerificationQueryOptions(),
      bankDetailsQueryOptions(),
      checklistTemplateQueryOptions(),
    ]),
    loadFirstInstallation(queryClient),
  ]);
}

/** The tab opens the first upcoming installation for editing, with its project's diagrams and notes below. */
async function loadFirstInstallation(queryClient: QueryClient): Promise<void> {
  const installations = await ensure(queryClient, installationsQueryOptions(FIRST_INSTALLATIONS));
  const projectId = installations?.items[0]?.projectId;
  if (!projectId) return;
  const [diagrams] = await Promise.all([
    ensure(queryClient, diagramsQueryOptions(projectId)),
    ensureQueries(queryClient, [teamsQueryOptions(), notesQueryOptions(projectId)]),
  ]);
  if (diagrams) await ensureQueries(queryClient, [diagramNotesQueryOptions(shownNotesThread(projectId, shownDiagram(diagrams.diagrams, null)))]);
}
