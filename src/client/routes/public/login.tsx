import { Navigate, redirect, useSearchParams } from 'react-router';
import { PRODUCT_NAME } from '@/shared/constants/product';
import { ensure, type PageLoader } from '@/client/app/route-data';
import { Spinner } from '@/client/components/ui/spinner';
import { LoginScreen } from '@/client/features/auth/components/login-screen';
import { firstSignInPath } from '@/client/lib/auth/first-sign-in';
import { meQueryOptions } from '@/client/lib/auth/get-me';
import { useAuth } from '@/client/lib/auth/use-auth';
import { useCompany } from '@/client/lib/company/get-company';
import { paths } from '@/client/lib/paths';
import { postLoginPath } from '@/client/lib/redirect';

/** Where a sign-in from this URL lands. */
function redirectToOf(searchParams: URLSearchParams): string {
  return postLoginPath(searchParams.get('redirectTo'), paths.dashboard);
}

/** Who is signed in: someone who already is goes straight on to where signing in would take them. */
export const loader: PageLoader = async (queryClient, { request }) => {
  const me = await ensure(queryClient, meQueryOptions());
  if (me) throw redirect(firstSignInPath(me, redirectToOf(new URL(request.url).searchParams)));
};

export default function LoginPage() {
  const [params] = useSearchParams();
  const redirectTo = redirectToOf(params);
  const { user, isLoading, isSigningIn } = useAuth();
  const { company } = useCompany();

  if (user) return <Navigate to={firstSignInPath(user, redirectTo)} replace />;

  return (
    <section className="on-dark hero-gradient relative isolate min-h-dvh overflow-hidden">
      <div aria-hidden="true" className="hero-glow absolute inset-0 -z-10" />
      <div className="mx-auto grid max-w-7xl items-start gap-12 px-4 pt-28 pb-16 sm:px-6 lg:grid-cols-2 lg:px-8">
        <div className="hidden pt-16 text-white lg:block">
          <p className="text-sm font-semibold tracking-[0.18em] text-white/80 uppercase">{company?.name ?? PRODUCT_NAME}</p>
          <p className="mt-4 max-w-lg font-display text-4xl leading-tight font-semibold">
            Follow your garden room from design to installation.
          </p>
          <p className="mt-5 max-w-md text-lg leading-relaxed text-white/85">
            See your project&apos;s stage, documents, payments and contracts in one place, and talk to the team
            building it.
          </p>
        </div>
        <div className="flex justify-center lg:justify-end">
          {/* The card stays while signing in: it holds the two-factor step if one follows. */}
          {isLoading && !isSigningIn ? (
            <div role="status" className="flex items-center gap-3 rounded-2xl bg-surface px-6 py-5 text-foreground">
              <Spinner />
              <span className="text-sm">Loading...</span>
            </div>
          ) : (
            <LoginScreen redirectTo={redirectTo} />
          )}
        </div>
      </div>
    </section>
  );
}
