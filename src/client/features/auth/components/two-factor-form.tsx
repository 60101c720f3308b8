import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zBackupCode, zTwoFactorCode, type BackupCode, type TwoFactorCode } from '@/shared/schemas/auth';
import { Button } from '@/client/components/ui/button';
import { Field } from '@/client/components/ui/field';
import { Input } from '@/client/components/ui/input';
import type { SecondFactor } from '@/client/lib/auth/verify-two-factor';

interface TwoFactorFormProps {
  onVerify: (factor: SecondFactor) => Promise<void>;
  onCancel: () => void;
  pending: boolean;
}

/** The sign-in's second step: the app's 6-digit code, or one of the backup codes instead. */
export function TwoFactorForm({ onVerify, onCancel, pending }: TwoFactorFormProps) {
  const [kind, setKind] = useState<SecondFactor['kind']>('totp');
  return (
    <div className="space-y-5">
      {kind === 'totp' ? <CodeForm onVerify={onVerify} pending={pending} /> : <BackupCodeForm onVerify={onVerify} pending={pending} />}
      <div className="flex flex-wrap justify-between gap-3 text-sm">
        <button type="button" className="font-medium text-brand-ink underline underline-offset-4" onClick={() => setKind(kind === 'totp' ? 'backup-code' : 'totp')}>
          {kind === 'totp' ? 'Use a backup code instead' : 'Use the authenticator app instead'}
        </button>
        <button type="button" className="font-medium text-muted underline underline-offset-4 hover:text-foreground" onClick={onCancel}>
          Start again
        </button>
      </div>
    </div>
  );
}

function CodeForm({ onVerify, pending }: Omit<TwoFactorFormProps, 'onCancel'>) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<TwoFactorCode, unknown, { code: string }>({ resolver: zodResolver(zTwoFactorCode), defaultValues: { code: '' } });
  return (
    <form method="post" noValidate onSubmit={handleSubmit(({ code }) => onVerify({ kind: 'totp', code }))} className="space-y-5">
      <Field id="two-factor-code" label="Authentication code" description="The 6-digit code your authenticator app shows for this account." error={errors.code?.message}>
        <Input inputMode="numeric" autoComplete="one-time-code" autoFocus maxLength={7} {...register('code')} />
      </Field>
      <Button type="submit" size="lg" className="w-full" disabled={pending}>
        {pending ? 'Checking...' : 'Verify and sign in'}
      </Button>
    </form>
  );
}

function BackupCodeForm({ onVerify, pending }: Omit<TwoFactorFormProps, 'onCancel'>) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<BackupCode>({ resolver: zodResolver(zBackupCode), defaultValues: { code: '' } });
  return (
    <form method="post" noValidate onSubmit={handleSubmit(({ code }) => onVerify({ kind: 'backup-code', code }))} className="space-y-5">
      <Field id="backup-code" label="Backup code" description="One of the codes you saved when you turned on two-factor authentication. Each works once." error={errors.code?.message}>
        <Input autoComplete="off" autoFocus spellCheck={false} {...register('code')} />
      </Field>
      <Button type="submit" size="lg" className="w-full" disabled={pending}>
        {pending ? 'Checking...' : 'Verify and sign in'}
      </Button>
    </form>
  );
}
