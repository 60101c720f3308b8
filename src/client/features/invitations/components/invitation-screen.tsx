import { useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert } from '@/client/components/ui/alert';
import { Spinner } from '@/client/components/ui/spinner';
import { GENERIC_ERROR_MESSAGE, isApiError } from '@/client/lib/api-client';
import { useAuth } from '@/client/lib/auth/use-auth';
import { firstSignInPath } from '@/client/lib/auth/first-sign-in';
import { paths } from '@/client/lib/paths';
import { useAcceptInvitation } from '../api/accept-invitation';
import { useInvitation } from '../api/get-invitation';
import { SetPasswordForm } from './set-password-form';

function Card({ children }: { children: ReactNode }) {
  return <div className="on-surface w-full max-w-md rounded-2xl border border-border bg-surface p-7 text-foreground shadow-2xl sm:p-9">{children}</div>;
}

/**
 * The invitation email's page: greets the person, takes their new password, then signs
 * them in with it and takes a new customer to /welcome.
 */
export function InvitationScreen({ token }: { token: string }) {
  const invitation = useInvitation(token);
  const accept = useAcceptInvitation(token);
  const { login } = useAuth();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [signingIn, setSigningIn] = useState(false);

  async function setPassword(password: string) {
    setError(null);
    let email: string;
    try {
      ({ email } = await accept.mutateAsync({ password }));
    } catch (caught) {
      console.warn('Accepting the invitation failed', caught);
      setError(isApiError(caught) ? caught.message : GENERIC_ERROR_MESSAGE);
      return;
    }
    setSigningIn(true);
    try {
      const user = await login(email, password);
      await navigate(user ? firstSignInPath(user) : paths.login, { replace: true });
    } catch (caught) {
      // The password is set; only the sign-in failed (rate limit, network). They can sign in themselves.
      console.warn('Signing in after setting the password failed', caught);
      await navigate(paths.login, { replace: true });
    }
  }

  if (invitation.isPending) {
    return (
      <Card>
        <p role="status" className="flex items-center gap-3 text-sm">
          <Spinner />
          Checking your invitation...
        </p>
      </Card>
    );
  }

  if (invitation.isError) {
    const gone = isApiError(invitation.error, 410);
    const message = isApiError(invitation.error, 404) || gone ? invitation.error.message : GENERIC_ERROR_MESSAGE;
    return (
      <Card>
        <h1 className="font-display text-3xl font-semibold tracking-tight">{gone ? 'This link no longer works' : 'We could not open this link'}</h1>
        <p className="mt-4 text-sm text-muted">{message}</p>
        <p className="mt-6 text-sm">
          Already chose a password?{' '}
          <Link to={paths.login} className="font-medium text-brand-ink underline underline-offset-4">
            Sign in
          </Link>
        </p>
      </Card>
    );
  }

  const { name, email, companyName } = invitation.data;
  return (
    <Card>
      <p className="text-sm font-semibold tracking-[0.14em] text-brand-ink uppercase">{companyName}</p>
      <h1 className="mt-2 font-display text-3xl font-semibold tracking-tight">Welcome, {name}</h1>
      <p className="mt-3 text-sm text-muted">
        Choose a password for <span className="font-medium text-foreground">{email}</span>. You will use it to sign in to your portal from now on.
      </p>
      <div className="mt-7 space-y-5">
        {error && <Alert>{error}</Alert>}
        <SetPasswordForm email={email} pending={accept.isPending || signingIn} onSubmit={setPassword} />
      </div>
    </Card>
  );
}
