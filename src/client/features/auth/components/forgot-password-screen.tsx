import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { zRequestPasswordReset, type RequestPasswordReset } from '@/shared/schemas/auth';
import { Alert } from '@/client/components/ui/alert';
import { Button } from '@/client/components/ui/button';
import { Field } from '@/client/components/ui/field';
import { Input } from '@/client/components/ui/input';
import { GENERIC_ERROR_MESSAGE, isApiError } from '@/client/lib/api-client';
import { useRequestPasswordReset } from '@/client/lib/auth/request-password-reset';
import { paths } from '@/client/lib/paths';
import { AuthCard } from './auth-card';

const backToSignIn = (
  <p className="text-center text-sm">
    <Link to={paths.login} className="font-medium text-brand-ink underline underline-offset-4">
      Back to sign in
    </Link>
  </p>
);

/**
 * Asks for a reset link. The confirmation is the same whether or not the address has an
 * account, so the page tells nobody who has one.
 */
export function ForgotPasswordScreen() {
  const request = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<RequestPasswordReset>({ resolver: zodResolver(zRequestPasswordReset), defaultValues: { email: '' } });

  async function send(values: RequestPasswordReset) {
    await request.mutateAsync(values);
    setSentTo(values.email);
  }

  if (sentTo) {
    return (
      <AuthCard title="Check your email" intro={null}>
        <div role="status" className="space-y-3 text-sm">
          <p>
            If <span className="font-medium">{sentTo}</span> has an account here, we have sent it a link to choose a new password.
          </p>
          <p className="text-muted">The link works once, for one hour. If nothing arrives in a few minutes, check your spam folder or ask again.</p>
        </div>
        {backToSignIn}
      </AuthCard>
    );
  }

  const failure = request.error ? (isApiError(request.error) ? request.error.message : GENERIC_ERROR_MESSAGE) : null;
  return (
    <AuthCard title="Forgot your password?" intro="Enter the email address you sign in with, and we will email you a link to choose a new password.">
      {failure && <Alert>{failure}</Alert>}
      <form method="post" noValidate onSubmit={handleSubmit((values) => send(values).catch(() => undefined))} className="space-y-5">
        <Field id="reset-email" label="Email" error={errors.email?.message}>
          <Input type="email" autoComplete="email" inputMode="email" {...register('email')} />
        </Field>
        <Button type="submit" size="lg" className="w-full" disabled={request.isPending}>
          {request.isPending ? 'Sending...' : 'Email me a reset link'}
        </Button>
      </form>
      {backToSignIn}
    </AuthCard>
  );
}
