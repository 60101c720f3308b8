import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { PASSWORD_MIN_LENGTH, zSetPasswordForm, type SetPasswordForm as Fields } from '@/shared/schemas/invitations';
import { Button } from '@/client/components/ui/button';
import { FieldError } from '@/client/components/ui/field-error';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';

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
      <div className="space-y-1.5">
        <Label htmlFor="new-password">Password</Label>
        <p id="new-password-hint" className="text-xs text-muted">
          At least {PASSWORD_MIN_LENGTH} characters. A few words you will remember work well.
        </p>
        <Input
          id="new-password"
          type="password"
          autoComplete="new-password"
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={['new-password-hint', errors.password && 'new-password-error'].filter(Boolean).join(' ')}
          {...register('password')}
        />
        <FieldError id="new-password-error" message={errors.password?.message} />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="confirm-password">Confirm password</Label>
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
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy ? 'Setting up your account...' : 'Set password and sign in'}
      </Button>
    </form>
  );
}
