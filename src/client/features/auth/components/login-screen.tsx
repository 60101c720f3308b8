import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { SessionUser, SignIn } from '@/shared/schemas/auth';
import { Alert } from '@/client/components/ui/alert';
import { isApiError } from '@/client/lib/api-client';
import { useDemoAccounts } from '@/client/lib/auth/get-demo-accounts';
import { firstSignInPath } from '@/client/lib/auth/first-sign-in';
import { TwoFactorRequiredError } from '@/client/lib/auth/sign-in';
import { useAuth } from '@/client/lib/auth/use-auth';
import type { SecondFactor } from '@/client/lib/auth/verify-two-factor';
import { paths } from '@/client/lib/paths';
import { LoginForm } from './login-form';
import { SampleAccounts } from './sample-accounts';
import { signInErrorMessage } from './sign-in-error';
import { TwoFactorForm } from './two-factor-form';

/** The sign-in card: the form (then the code, for accounts that ask for one), any error, and the sample accounts in demo mode. */
export function LoginScreen({ redirectTo }: { redirectTo: string }) {
  const { login, verifySecondFactor, isSigningIn } = useAuth();
  const accounts = useDemoAccounts();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [needsCode, setNeedsCode] = useState(false);

  async function finish(attempt: () => Promise<SessionUser | null>) {
    setError(null);
    try {
      const user = await attempt();
      await navigate(user ? firstSignInPath(user, redirectTo) : redirectTo, { replace: true });
    } catch (caught) {
      if (caught instanceof TwoFactorRequiredError) return setNeedsCode(true);
      // At the code step the API's own words say what went wrong (a wrong code, a timed-out step).
      setError(needsCode && isApiError(caught) ? caught.message : signInErrorMessage(caught));
      // The code step has timed out or been used up: back to the password.
      if (needsCode && isApiError(caught) && caught.code === 'UNAUTHENTICATED') setNeedsCode(false);
    }
  }

  const signIn = ({ email, password }: SignIn) => finish(() => login(email, password));
  const verify = (factor: SecondFactor) => finish(() => verifySecondFactor(factor));

  return (
    <div className="on-surface w-full max-w-md rounded-2xl border border-border bg-surface p-7 text-foreground shadow-2xl sm:p-9">
      <h1 className="font-display text-3xl font-semibold tracking-tight">{needsCode ? 'Two-factor authentication' : 'Sign in'}</h1>
      <p className="mt-2 text-sm text-muted">
        {needsCode ? 'Open your authenticator app and enter the code it shows for this account.' : 'Use the email address and password you were given.'}
      </p>
      <div className="mt-7 space-y-5">
        {error && <Alert>{error}</Alert>}
        {needsCode ? (
          <TwoFactorForm
            onVerify={verify}
            pending={isSigningIn}
            onCancel={() => {
              setNeedsCode(false);
              setError(null);
            }}
          />
        ) : (
          <>
            <LoginForm onSignIn={signIn} pending={isSigningIn} />
            <p className="text-center text-sm">
              <Link to={paths.forgotPassword} className="font-medium text-brand-ink underline underline-offset-4">
                Forgot password?
              </Link>
            </p>
            {accounts.length > 0 && (
              <SampleAccounts accounts={accounts} pending={isSigningIn} onSignIn={(account) => void signIn(account)} />
            )}
          </>
        )}
      </div>
    </div>
  );
}
