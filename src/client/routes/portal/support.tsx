import { isStaffRole } from '@/shared/constants/roles';
import { ensure, ensureQueries, type PageLoader } from '@/client/app/route-data';
import { ticketQueryOptions } from '@/client/features/support-tickets/api/get-ticket';
import { ticketListQueryOptions } from '@/client/features/support-tickets/api/get-tickets';
import { selectedTicketOf, SupportTickets, ticketFilterOf } from '@/client/features/support-tickets/components/support-tickets';
import { filterQuery } from '@/client/features/support-tickets/components/ticket-filter';
import { meQueryOptions } from '@/client/lib/auth/get-me';
import { useAuth } from '@/client/lib/auth/use-auth';

/** The tickets the URL's filter lists (a customer's own, or the company's open ones), and the ticket it opens. */
export const loader: PageLoader = async (queryClient, { request }) => {
  const me = await ensure(queryClient, meQueryOptions());
  if (!me) return;
  const searchParams = new URL(request.url).searchParams;
  const ticketId = selectedTicketOf(searchParams);
  await ensureQueries(queryClient, [
    ticketListQueryOptions(filterQuery(ticketFilterOf(isStaffRole(me.role) ? 'staff' : 'customer', searchParams))),
    ticketId !== null && ticketQueryOptions(ticketId),
  ]);
};

/** Customers open and follow their tickets; staff answer every ticket of the company (admins also set the response target). */
export default function SupportPage() {
  const { user, actualRole } = useAuth();
  if (!user) return null;
  return isStaffRole(user.role) ? <SupportTickets viewer="staff" canSetTarget={actualRole === 'admin'} /> : <SupportTickets viewer="customer" />;
}
