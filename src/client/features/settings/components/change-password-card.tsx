import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { toast } from 'sonner';
import { zChangePasswordForm, type ChangePasswordForm } from '@/shared/schemas/auth';
import { PASSWORD_MIN_LENGTH } from '@/shared/schemas/invitations';
import { SectionCard } from '@/client/components/layout/section-card';
import { Alert } from '@/client/components/ui/alert';
import { Button } from '@/client/components/ui/button';
import { Field } from '@/client/components/ui/field';
import { Input } from '@/client/components/ui/input';
import { GENERIC_ERROR_MESSAGE, isApiError } from '@/client/lib/api-client';
import { useChangePassword } from '@/client/lib/auth/change-password';
import { setServerFieldErrors } from '@/client/lib/server-field-errors';

const EMPTY: ChangePasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

function PasswordInput(props: { id: string; label: string; hint?: string; autoComplete: string; error?: string; field: UseFormRegisterReturn }) {
  const { id, label, hint, autoComplete, error, field } = props;
  return (
    <Field id={id} label={label} description={hint} error={error}>
      <Input type="password" autoComplete={autoComplete} {...field} />
    </Field>
  );
}

/** The signed-in user's own password: the current one, then the new one twice. */
export function ChangePasswordCard() {
  const change = useChangePassword();
  const form = useForm<ChangePasswordForm>({ resolver: zodResolver(zChangePasswordForm), defaultValues: EMPTY });
  const { errors } = form.formState;
  const [error, setError] = useState<string | null>(null);

  async function submit({ currentPassword, newPassword }: ChangePasswordForm) {
    setError(null);
    try {
      await change.mutateAsync({ currentPassword, newPassword });
      form.reset(EMPTY);
      toast.success('Your password is changed. You have been signed out on your other devices.');
    } catch (caught) {
      if (!setServerFieldErrors(caught, ['currentPassword', 'newPassword'], form.setError, { focus: false })) {
        setError(isApiError(caught) ? caught.message : GENERIC_ERROR_MESSAGE);
      }
    }
  }

  return (
    <SectionCard title="Change password" description="The password you sign in with. You will be signed out on your other devices." icon={KeyRound}>
      <form noValidate onSubmit={form.handleSubmit(submit)} className="max-w-sm space-y-4">
        {error && <Alert>{error}</Alert>}
        <PasswordInput id="current-password" label="Current password" autoComplete="current-password" error={errors.currentPassword?.message} field={form.register('currentPassword')} />
        <PasswordInput
          id="change-new-password"
          label="New password"
          hint={`At least ${PASSWORD_MIN_LENGTH} characters. A few words you will remember work well.`}
          autoComplete="new-password"
          error={errors.newPassword?.message}
          field={form.register('newPassword')}
        />
        <PasswordInput
          id="change-confirm-password"
          label="Confirm new password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          field={form.register('confirmPassword')}
        />
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? 'Changing...' : 'Change password'}
        </Button>
      </form>
    </SectionCard>
  );
}
