import { ForgotPasswordScreen } from '@/client/features/auth/components/forgot-password-screen';

/** /forgot-password, linked from the sign-in card. */
export default function ForgotPasswordPage() {
  return (
    <section className="on-dark hero-gradient relative isolate min-h-dvh overflow-hidden">
      <div aria-hidden="true" className="hero-glow absolute inset-0 -z-10" />
      <div className="mx-auto flex max-w-7xl justify-center px-4 pt-28 pb-16 sm:px-6 lg:px-8">
        <ForgotPasswordScreen />
      </div>
    </section>
  );
}
