import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { PASSWORD_MIN_LENGTH } from '@/shared/schemas/invitations';
import { zResetPasswordForm, type ResetPasswordForm } from '@/shared/schemas/auth';
import { Alert } from '@/client/components/ui/alert';
import { Button } from '@/client/components/ui/button';
import { FieldError } from '@/client/components/ui/field-error';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { GENERIC_ERROR_MESSAGE, isApiError } from '@/client/lib/api-client';
import { useResetPassword } from '@/client/lib/auth/reset-password';
import { paths } from '@/client/lib/paths';
import { AuthCard } from './auth-card';

function LinkTo({ to, children }: { to: string; children: string }) {
  return (
    <Link to={to} className="font-medium text-brand-ink underline underline-offset-4">
      {children}
    </Link>
  );
}

/** The emailed link's page: a new password twice, then on to sign in with it. */
export function ResetPasswordScreen({ token }: { token: string }) {
  const reset = useResetPassword();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ResetPasswordForm>({ resolver: zodResolver(zResetPasswordForm), defaultValues: { newPassword: '', confirmPassword: '' } });

  if (!token) {
    return (
      <AuthCard title="This link is incomplete" intro="Open the whole link from the email, or ask for a new one.">
        <p className="text-sm">
          <LinkTo to={paths.forgotPassword}>Ask for a new link</LinkTo>
        </p>
      </AuthCard>
    );
  }

  if (reset.isSuccess) {
    return (
      <AuthCard title="Password changed" intro={null}>
        <p role="status" className="text-sm">
          Your new password is set, and you have been signed out everywhere else. Sign in with it now.
        </p>
        <p className="text-sm">
          <LinkTo to={paths.login}>Sign in</LinkTo>
        </p>
      </AuthCard>
    );
  }

  const gone = isApiError(reset.error, 410);
  const failure = reset.error ? (isApiError(reset.error) ? reset.error.message : GENERIC_ERROR_MESSAGE) : null;
  return (
    <AuthCard title="Choose a new password" intro="The link from your email works once. After this, every other session of your account ends.">
      {failure && (
        <Alert>
          {failure} {gone && <LinkTo to={paths.forgotPassword}>Ask for a new link</LinkTo>}
        </Alert>
      )}
      <form method="post" noValidate onSubmit={handleSubmit(({ newPassword }) => reset.mutateAsync({ token, newPassword }).catch(() => undefined))} className="space-y-5">
        <div className="space-y-1.5">
          <Label htmlFor="new-password">New password</Label>
          <p id="new-password-hint" className="text-xs text-muted">
            At least {PASSWORD_MIN_LENGTH} characters. A few words you will remember work well.
          </p>
          <Input
            id="new-password"
            type="password"
            autoComplete="new-password"
            aria-invalid={errors.newPassword ? true : undefined}
            aria-describedby={['new-password-hint', errors.newPassword && 'new-password-error'].filter(Boolean).join(' ')}
            {...register('newPassword')}
          />
          <FieldError id="new-password-error" message={errors.newPassword?.message} />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="confirm-password">Confirm new password</Label>
          <Input
            id="confirm-password"
            type="password"
            autoComplete="new-password"
            aria-invalid={errors.confirmPassword ? true : undefined}
            aria-describedby={errors.confirmPassword ? 'confirm-password-error' : undefined}
            {...register('confirmPassword')}
          />
          <FieldError id="confirm-password-error" message={errors.confirmPassword?.message} />
        </div>
        <Button type="submit" size="lg" className="w-full" disabled={reset.isPending}>
          {reset.isPending ? 'Saving...' : 'Set new password'}
        </Button>
      </form>
    </AuthCard>
  );
}
