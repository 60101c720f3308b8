import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { PASSWORD_MIN_LENGTH, zSetPasswordForm, type SetPasswordForm as Fields } from '@/shared/schemas/invitations';
import { Button } from '@/client/components/ui/button';
import { Field } from '@/client/components/ui/field';
import { Input } from '@/client/components/ui/input';

/** A new password twice, with the API's rules; the email is there for password managers. */
export function SetPasswordForm({ email, pending, onSubmit }: { email: string; pending: boolean; onSubmit: (password: string) => Promise<void> }) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Fields>({ resolver: zodResolver(zSetPasswordForm), defaultValues: { password: '', confirmPassword: '' } });
  const busy = pending || isSubmitting;

  return (
    <form noValidate onSubmit={handleSubmit((values) => onSubmit(values.password))} className="space-y-5">
      {/* Lets a password manager file the new password under the right account. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <Field id="new-password" label="Password" description={<>At least {PASSWORD_MIN_LENGTH} characters. A few words you will remember work well.</>} error={errors.password?.message}>
        <Input type="password" autoComplete="new-password" {...register('password')} />
      </Field>
      <Field id="confirm-password" label="Confirm password" error={errors.confirmPassword?.message}>
        <Input type="password" autoComplete="new-password" {...register('confirmPassword')} />
      </Field>
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy ? 'Setting up your account...' : 'Set password and sign in'}
      </Button>
    </form>
  );
}
