import { useMutation } from '@tanstack/react-query';
import { zInvitationAccepted, type AcceptInvitation, type InvitationAccepted } from '@/shared/schemas/invitations';
import { api } from '@/client/lib/api-client';

export function acceptInvitation(token: string, input: AcceptInvitation): Promise<InvitationAccepted> {
  return api.post(`/api/invitations/${encodeURIComponent(token)}/accept`, input, zInvitationAccepted);
}

export function useAcceptInvitation(token: string) {
  return useMutation({ mutationFn: (input: AcceptInvitation) => acceptInvitation(token, input) });
}
