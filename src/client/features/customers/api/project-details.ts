import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { zProjectDetails, type ProjectDetails, type UpdateProjectDetails } from '@/shared/schemas/customers';
import { api } from '@/client/lib/api-client';
import { invalidateKeys, queryKeys } from '@/client/lib/query-keys';

const detailsKey = (projectId: string) => ['project-details', projectId] as const;

export function getProjectDetails(projectId: string, signal?: AbortSignal): Promise<ProjectDetails> {
  return api.get(`/api/projects/${encodeURIComponent(projectId)}/details`, zProjectDetails, signal);
}

export function projectDetailsQueryOptions(projectId: string) {
  return queryOptions({ queryKey: detailsKey(projectId), queryFn: ({ signal }) => getProjectDetails(projectId, signal) });
}

export function useProjectDetails(projectId: string) {
  return useQuery(projectDetailsQueryOptions(projectId));
}

export function updateProjectDetails(projectId: string, input: UpdateProjectDetails): Promise<ProjectDetails> {
  return api.patch(`/api/projects/${encodeURIComponent(projectId)}`, input, zProjectDetails);
}

/** Saves the form; the page header (the project query), the customer list and the activity feed (a changed stage or site is an activity) follow. */
export function useUpdateProjectDetails(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateProjectDetails) => updateProjectDetails(projectId, input),
    meta: { errorMessage: 'Could not save the project details', errorToast: false },
    onSuccess: (details) => {
      queryClient.setQueryData(detailsKey(projectId), details);
      return invalidateKeys(queryClient, [queryKeys.projects.detail(projectId), queryKeys.customers.all, queryKeys.activity.all, queryKeys.staffDashboard.all]);
    },
  });
}
