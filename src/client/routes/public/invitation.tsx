import { useParams } from 'react-router';
import { ensureQueries, type PageLoader } from '@/client/app/route-data';
import { invitationQueryOptions } from '@/client/features/invitations/api/get-invitation';
import { InvitationScreen } from '@/client/features/invitations/components/invitation-screen';
import { meQueryOptions } from '@/client/lib/auth/get-me';

/** The invitation, and who is signed in (accepting it signs the new account in). */
export const loader: PageLoader = async (queryClient, { params }) => {
  await ensureQueries(queryClient, [invitationQueryOptions(params.token ?? ''), meQueryOptions()]);
};

/** /invitations/:token, the page an invitation email links to. */
export default function InvitationPage() {
  const { token = '' } = useParams();
  return (
    <section className="on-dark hero-gradient relative isolate min-h-dvh overflow-hidden">
      <div aria-hidden="true" className="hero-glow absolute inset-0 -z-10" />
      <div className="mx-auto flex max-w-7xl justify-center px-4 pt-28 pb-16 sm:px-6 lg:px-8">
        <InvitationScreen token={token} />
      </div>
    </section>
  );
}
