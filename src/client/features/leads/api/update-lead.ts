import { useMutation, useQueryClient } from '@tanstack/react-query';
import { zLead, zLeadConverted, type Lead, type LeadConverted, type LeadStatusUpdate } from '@/shared/schemas/leads';
import { api } from '@/client/lib/api-client';
import { leadsQueryKeyRoot } from './get-leads';

/** The staff dashboard's figures live under this key (its feature owns it); New Leads follows a lead's changes. */
const STAFF_DASHBOARD_KEY = ['staff-dashboard'] as const;

export function updateLeadStatus(id: string, input: LeadStatusUpdate): Promise<Lead> {
  return api.patch(`/api/leads/${encodeURIComponent(id)}`, input, zLead);
}

export function useUpdateLeadStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: LeadStatusUpdate['status'] }) => updateLeadStatus(id, { status }),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: leadsQueryKeyRoot }), queryClient.invalidateQueries({ queryKey: STAFF_DASHBOARD_KEY })]),
  });
}

export function convertLead(id: string): Promise<LeadConverted> {
  return api.post(`/api/leads/${encodeURIComponent(id)}/convert`, {}, zLeadConverted);
}

/** A new customer: the leads, the customer lists and the dashboard's figures all change. */
export function useConvertLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: convertLead,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: leadsQueryKeyRoot }),
        queryClient.invalidateQueries({ queryKey: ['customers'] }),
        queryClient.invalidateQueries({ queryKey: STAFF_DASHBOARD_KEY }),
      ]),
  });
}
