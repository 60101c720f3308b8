import { isStaffRole } from '@/shared/constants/roles';
import { ensure, ensureQueries, type PageLoader } from '@/client/app/route-data';
import { conversationQueryOptions } from '@/client/features/messages/api/get-conversation';
import { conversationsQueryOptions } from '@/client/features/messages/api/get-conversations';
import { CustomerMessages } from '@/client/features/messages/components/customer-messages';
import { selectedConversationOf, StaffMessages } from '@/client/features/messages/components/staff-messages';
import { meQueryOptions } from '@/client/lib/auth/get-me';
import { useAuth } from '@/client/lib/auth/use-auth';

/** A customer's conversation; for staff every conversation, and the one the URL opens. */
export const loader: PageLoader = async (queryClient, { request }) => {
  const me = await ensure(queryClient, meQueryOptions());
  if (!me) return;
  if (!isStaffRole(me.role)) {
    await ensureQueries(queryClient, [me.projectId !== null && conversationQueryOptions(me.projectId)]);
    return;
  }
  const selectedId = selectedConversationOf(new URL(request.url).searchParams);
  await ensureQueries(queryClient, [conversationsQueryOptions(), selectedId !== null && conversationQueryOptions(selectedId)]);
};

/** Customers talk to the team about their project; staff see every customer's conversation. */
export default function MessagesPage() {
  const { user } = useAuth();
  if (!user) return null;
  return isStaffRole(user.role) ? <StaffMessages userId={user.id} /> : <CustomerMessages userId={user.id} projectId={user.projectId} />;
}
