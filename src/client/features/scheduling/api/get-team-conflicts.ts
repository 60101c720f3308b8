import { queryOptions, useQuery } from '@tanstack/react-query';
import { zConflictList, type TeamBooking } from '@/shared/schemas/scheduling';
import { api } from '@/client/lib/api-client';
import { queryKeys } from '@/client/lib/query-keys';

interface ConflictArgs {
  teamId: string;
  date: string;
  ignoreProject?: string;
  ignoreVisit?: string;
}

export function getTeamConflicts(args: ConflictArgs, signal?: AbortSignal): Promise<TeamBooking[]> {
  const query = new URLSearchParams(Object.entries(args).filter((entry): entry is [string, string] => Boolean(entry[1])));
  return api.get(`/api/schedule/conflicts?${query.toString()}`, zConflictList, signal).then((data) => data.conflicts);
}

/** What the chosen team already has that day, asked as soon as both are chosen: a warning shown before saving. */
export function useTeamConflicts(args: Partial<ConflictArgs>) {
  const ready = Boolean(args.teamId && args.date && /^\d{4}-\d{2}-\d{2}$/.test(args.date));
  return useQuery(
    queryOptions({
      queryKey: [...queryKeys.teamConflicts, args.teamId, args.date, args.ignoreProject, args.ignoreVisit],
      queryFn: ({ signal }) => getTeamConflicts(args as ConflictArgs, signal),
      enabled: ready,
    }),
  );
}
