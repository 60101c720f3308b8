import { queryOptions, useQuery } from '@tanstack/react-query';
import { zInvitationDetails, type InvitationDetails } from '@/shared/schemas/invitations';
import { api } from '@/client/lib/api-client';

export function getInvitation(token: string, signal?: AbortSignal): Promise<InvitationDetails> {
  return api.get(`/api/invitations/${encodeURIComponent(token)}`, zInvitationDetails, signal);
}

export function invitationQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['invitation', token],
    queryFn: ({ signal }) => getInvitation(token, signal),
    // A dead link stays dead: asking again only delays the message.
    retry: false,
    staleTime: Infinity,
  });
}

export function useInvitation(token: string) {
  return useQuery(invitationQueryOptions(token));
}
