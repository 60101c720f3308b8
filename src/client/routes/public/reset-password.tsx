import { useSearchParams } from 'react-router';
import { ResetPasswordScreen } from '@/client/features/auth/components/reset-password-screen';

/** /reset-password?token=…, the page a reset email links to. */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  return (
    <section className="on-dark hero-gradient relative isolate min-h-dvh overflow-hidden">
      <div aria-hidden="true" className="hero-glow absolute inset-0 -z-10" />
      <div className="mx-auto flex max-w-7xl justify-center px-4 pt-28 pb-16 sm:px-6 lg:px-8">
        <ResetPasswordScreen token={params.get('token') ?? ''} />
      </div>
    </section>
  );
}
