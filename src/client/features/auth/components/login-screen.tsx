import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { SignIn } from '@/shared/schemas/auth';
import { Alert } from '@/client/components/ui/alert';
import { useDemoAccounts } from '@/client/lib/auth/get-demo-accounts';
import { firstSignInPath } from '@/client/lib/auth/first-sign-in';
import { useAuth } from '@/client/lib/auth/use-auth';
import { LoginForm } from './login-form';
import { SampleAccounts } from './sample-accounts';
import { signInErrorMessage } from './sign-in-error';

/** The sign-in card: the form, any error, and the sample accounts in demo mode. */
export function LoginScreen({ redirectTo }: { redirectTo: string }) {
  const { login, isSigningIn } = useAuth();
  const accounts = useDemoAccounts();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);

  async function signIn({ email, password }: SignIn) {
    setError(null);
    try {
      const user = await login(email, password);
      await navigate(user ? firstSignInPath(user, redirectTo) : redirectTo, { replace: true });
    } catch (caught) {
      setError(signInErrorMessage(caught));
    }
  }

  return (
    <div className="on-surface w-full max-w-md rounded-2xl border border-border bg-surface p-7 text-foreground shadow-2xl sm:p-9">
      <h1 className="font-display text-3xl font-semibold tracking-tight">Sign in</h1>
      <p className="mt-2 text-sm text-muted">Use the email address and password you were given.</p>
      <div className="mt-7 space-y-5">
        {error && <Alert>{error}</Alert>}
        <LoginForm onSignIn={signIn} pending={isSigningIn} />
        {accounts.length > 0 && (
          <SampleAccounts accounts={accounts} pending={isSigningIn} onSignIn={(account) => void signIn(account)} />
        )}
      </div>
    </div>
  );
}
