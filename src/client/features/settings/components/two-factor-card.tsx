import { zodResolver } from '@hookform/resolvers/zod';
import { ShieldCheck } from 'lucide-react';
import { QRCodeSVG } from 'qrcode.react';
import { useState } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { toast } from 'sonner';
import { zTwoFactorCode, zTwoFactorPassword, type TwoFactorCode, type TwoFactorPassword, type TwoFactorSetup } from '@/shared/schemas/auth';
import { CardLoading, SectionCard } from '@/client/components/layout/section-card';
import { Alert } from '@/client/components/ui/alert';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { Field } from '@/client/components/ui/field';
import { Input } from '@/client/components/ui/input';
import { GENERIC_ERROR_MESSAGE, isApiError } from '@/client/lib/api-client';
import { useConfirmTwoFactor, useDisableTwoFactor, useStartTwoFactor, useTwoFactorStatus } from '@/client/lib/auth/two-factor-settings';
import { setServerFieldErrors } from '@/client/lib/server-field-errors';

const errorText = (error: unknown) => (isApiError(error) ? error.message : GENERIC_ERROR_MESSAGE);

/**
 * The signed-in staff member's own sign-in: an authenticator app's code after the password,
 * turned on with the password, a scanned QR code and a first code; off again with the password.
 */
export function TwoFactorCard() {
  const status = useTwoFactorStatus();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const enabled = status.data?.enabled === true;

  return (
    <SectionCard
      title="Two-factor authentication"
      description="Ask for a code from an authenticator app on your phone each time you sign in, as well as your password."
      icon={ShieldCheck}
      titleBadge={status.data && <Badge tone={enabled ? 'success' : 'neutral'}>{enabled ? 'On' : 'Off'}</Badge>}
    >
      {status.isPending ? (
        <CardLoading>Loading...</CardLoading>
      ) : status.isError ? (
        <Alert>{errorText(status.error)}</Alert>
      ) : enabled ? (
        <TurnOff />
      ) : setup ? (
        <FinishSetup setup={setup} onCancel={() => setSetup(null)} />
      ) : (
        <TurnOn onStarted={setSetup} />
      )}
    </SectionCard>
  );
}

function PasswordField({ form, id }: { form: UseFormReturn<TwoFactorPassword>; id: string }) {
  return (
    <Field id={id} label="Your password" error={form.formState.errors.password?.message}>
      <Input type="password" autoComplete="current-password" {...form.register('password')} />
    </Field>
  );
}

/** The password that proves it is the user turning the second step on or off. */
function usePasswordForm() {
  return useForm<TwoFactorPassword>({ resolver: zodResolver(zTwoFactorPassword), defaultValues: { password: '' } });
}

function TurnOn({ onStarted }: { onStarted: (setup: TwoFactorSetup) => void }) {
  const start = useStartTwoFactor();
  const form = usePasswordForm();
  const [error, setError] = useState<string | null>(null);

  async function submit({ password }: TwoFactorPassword) {
    setError(null);
    try {
      onStarted(await start.mutateAsync(password));
    } catch (caught) {
      if (!setServerFieldErrors(caught, ['password'], form.setError, { focus: false })) setError(errorText(caught));
    }
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="max-w-sm space-y-4">
      {error && <Alert>{error}</Alert>}
      <p className="text-sm">You will need an authenticator app, such as Google Authenticator, Microsoft Authenticator or 1Password.</p>
      <PasswordField form={form} id="two-factor-on-password" />
      <Button type="submit" disabled={start.isPending}>
        {start.isPending ? 'Starting...' : 'Set up two-factor authentication'}
      </Button>
    </form>
  );
}

/** The secret in the QR code, for typing into an app by hand. */
function secretOf(totpURI: string): string {
  const secret = new URL(totpURI).searchParams.get('secret') ?? '';
  return secret.replace(/(.{4})/g, '$1 ').trim();
}

function FinishSetup({ setup, onCancel }: { setup: TwoFactorSetup; onCancel: () => void }) {
  const confirm = useConfirmTwoFactor();
  const form = useForm<TwoFactorCode, unknown, { code: string }>({ resolver: zodResolver(zTwoFactorCode), defaultValues: { code: '' } });
  const codeError = form.formState.errors.code?.message;

  async function submit({ code }: { code: string }) {
    try {
      await confirm.mutateAsync(code);
      toast.success('Two-factor authentication is on');
    } catch (caught) {
      form.setError('code', { message: errorText(caught) });
    }
  }

  return (
    <div className="space-y-6">
      <ol className="list-decimal space-y-6 pl-5 text-sm marker:font-semibold">
        <li className="space-y-3">
          <p>Scan this QR code with your authenticator app.</p>
          <div className="inline-block rounded-xl bg-white p-3">
            <QRCodeSVG value={setup.totpURI} size={176} marginSize={0} title="QR code for your authenticator app" role="img" />
          </div>
          <p className="text-muted">
            Cannot scan it? Enter this key in the app instead:{' '}
            <code className="font-mono break-all text-foreground">{secretOf(setup.totpURI)}</code>
          </p>
        </li>
        <li className="space-y-3">
          <p>
            Save these backup codes somewhere safe. Each one signs you in once if you lose your phone. They are shown only now.
          </p>
          <ul aria-label="Backup codes" className="grid max-w-sm grid-cols-2 gap-2 rounded-xl bg-subtle p-3 font-mono">
            {setup.backupCodes.map((code) => (
              <li key={code}>{code}</li>
            ))}
          </ul>
        </li>
        <li>
          <form noValidate onSubmit={form.handleSubmit(submit)} className="max-w-sm space-y-4">
            <Field id="two-factor-setup-code" label="Enter the 6-digit code the app shows" error={codeError}>
              <Input inputMode="numeric" autoComplete="one-time-code" maxLength={7} {...form.register('code')} />
            </Field>
            <div className="flex flex-wrap gap-3">
              <Button type="submit" disabled={confirm.isPending}>
                {confirm.isPending ? 'Checking...' : 'Verify and turn on'}
              </Button>
              <Button type="button" variant="secondary" onClick={onCancel}>
                Cancel
              </Button>
            </div>
          </form>
        </li>
      </ol>
    </div>
  );
}

function TurnOff() {
  const disable = useDisableTwoFactor();
  const form = usePasswordForm();
  const [error, setError] = useState<string | null>(null);

  async function submit({ password }: TwoFactorPassword) {
    setError(null);
    try {
      await disable.mutateAsync(password);
      toast.success('Two-factor authentication is off');
    } catch (caught) {
      if (!setServerFieldErrors(caught, ['password'], form.setError, { focus: false })) setError(errorText(caught));
    }
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="max-w-sm space-y-4">
      {error && <Alert>{error}</Alert>}
      <p className="text-sm">Signing in asks for a code from your authenticator app. To turn this off, enter your password.</p>
      <PasswordField form={form} id="two-factor-off-password" />
      <Button type="submit" variant="secondary" disabled={disable.isPending}>
        {disable.isPending ? 'Turning off...' : 'Turn off two-factor authentication'}
      </Button>
    </form>
  );
}
