import { useParams } from 'react-router';
import { InvitationScreen } from '@/client/features/invitations/components/invitation-screen';

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
