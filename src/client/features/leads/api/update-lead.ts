import { useMutation, useQueryClient } from '@tanstack/react-query';
import { zLead, zLeadConverted, type Lead, type LeadConverted, type LeadStatusUpdate } from '@/shared/schemas/leads';
import { api, GENERIC_ERROR_MESSAGE, isApiError } from '@/client/lib/api-client';
import { invalidateKeys, queryKeys } from '@/client/lib/query-keys';
import { leadsQueryKeyRoot } from './get-leads';

export function updateLeadStatus(id: string, input: LeadStatusUpdate): Promise<Lead> {
  return api.patch(`/api/leads/${encodeURIComponent(id)}`, input, zLead);
}

/** The staff dashboard's New Leads follows a lead's changes. */
export function useUpdateLeadStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: LeadStatusUpdate['status'] }) => updateLeadStatus(id, { status }),
    meta: { errorMessage: 'Could not update the lead', errorDescription: (error) => (isApiError(error) && error.status !== 404 ? error.message : GENERIC_ERROR_MESSAGE) },
    onSuccess: () => invalidateKeys(queryClient, [leadsQueryKeyRoot, queryKeys.staffDashboard.stats]),
  });
}

export function convertLead(id: string): Promise<LeadConverted> {
  return api.post(`/api/leads/${encodeURIComponent(id)}/convert`, {}, zLeadConverted);
}

/** A new customer: the leads, the customer lists, the activity feed (a new customer is an activity) and the dashboard's figures all change. */
export function useConvertLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: convertLead,
    meta: { errorMessage: 'Could not convert the lead', errorToast: false },
    onSettled: () => invalidateKeys(queryClient, [leadsQueryKeyRoot, queryKeys.customers.all, queryKeys.activity.all, queryKeys.staffDashboard.all]),
  });
}
