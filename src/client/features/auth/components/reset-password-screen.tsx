import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { PASSWORD_MIN_LENGTH } from '@/shared/schemas/invitations';
import { zResetPasswordForm, type ResetPasswordForm } from '@/shared/schemas/auth';
import { Alert } from '@/client/components/ui/alert';
import { Button } from '@/client/components/ui/button';
import { Field } from '@/client/components/ui/field';
import { Input } from '@/client/components/ui/input';
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
        <Field id="new-password" label="New password" description={<>At least {PASSWORD_MIN_LENGTH} characters. A few words you will remember work well.</>} error={errors.newPassword?.message}>
          <Input type="password" autoComplete="new-password" {...register('newPassword')} />
        </Field>
        <Field id="confirm-password" label="Confirm new password" error={errors.confirmPassword?.message}>
          <Input type="password" autoComplete="new-password" {...register('confirmPassword')} />
        </Field>
        <Button type="submit" size="lg" className="w-full" disabled={reset.isPending}>
          {reset.isPending ? 'Saving...' : 'Set new password'}
        </Button>
      </form>
    </AuthCard>
  );
}
