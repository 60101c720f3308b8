import { queryOptions, useQuery } from '@tanstack/react-query';
import { zStaffMemberList, type StaffMember } from '@/shared/schemas/tasks';
import { api } from '@/client/lib/api-client';

export const staffMembersQueryKey = ['staff-members'] as const;

export async function getStaffMembers(signal?: AbortSignal): Promise<StaffMember[]> {
  const { members } = await api.get('/api/staff/members', zStaffMemberList, signal);
  return members;
}

/** The people a task can be given to; the team changes rarely, so one read a few minutes does. */
export function useStaffMembers() {
  return useQuery(
    queryOptions({
      queryKey: staffMembersQueryKey,
      queryFn: ({ signal }) => getStaffMembers(signal),
      staleTime: 5 * 60_000,
    }),
  );
}
