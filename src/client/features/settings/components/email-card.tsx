import { zodResolver } from '@hookform/resolvers/zod';
import { Mail } from 'lucide-react';
import { toast } from 'sonner';
import { z } from 'zod';
import { MAX_SENDER_NAME_LENGTH, zEmailSenderName, type CompanySettings } from '@/shared/schemas/settings';
import { SectionCard } from '@/client/components/layout/section-card';
import { FieldError } from '@/client/components/ui/field-error';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { usePrefilledForm } from '@/client/lib/use-prefilled-form';
import { useUpdateSettings } from '../api/update-settings';
import { SaveButton } from './save-button';
import { serverFieldError, toInput } from './settings-input';
import { SettingValue } from './setting-value';

const zEmailFields = z.object({ emailSenderName: zEmailSenderName });
type EmailFields = z.input<typeof zEmailFields>;

/** Whose name customers see on the emails the portal sends for the company. */
export function EmailCard({ settings, canEdit }: { settings: CompanySettings; canEdit: boolean }) {
  return (
    <SectionCard title="Email" description="The name your customers see on emails from the portal." icon={Mail}>
      {canEdit ? (
        <EmailForm settings={settings} />
      ) : (
        <dl>
          <SettingValue label="Sender name">{settings.emailSenderName ?? `${settings.companyName} (the company name)`}</SettingValue>
        </dl>
      )}
    </SectionCard>
  );
}

function EmailForm({ settings }: { settings: CompanySettings }) {
  const update = useUpdateSettings({ errorMessage: 'Could not save the sender name' });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = usePrefilledForm<EmailFields, unknown, z.output<typeof zEmailFields>>({
    resolver: zodResolver(zEmailFields),
    defaultValues: { emailSenderName: settings.emailSenderName ?? '' },
  });
  const saving = isSubmitting || update.isPending;
  const error = errors.emailSenderName?.message;

  async function onSubmit(values: z.output<typeof zEmailFields>) {
    try {
      await update.mutateAsync({ ...toInput(settings), emailSenderName: values.emailSenderName });
    } catch (failure) {
      const message = serverFieldError(failure, 'emailSenderName');
      if (message) setError('emailSenderName', { type: 'server', message });
      return;
    }
    toast.success('Sender name saved', { description: `Emails now come from ${values.emailSenderName ?? settings.companyName}.` });
  }

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
      <div className="space-y-1.5">
        <Label htmlFor="settings-sender-name">Sender name</Label>
        <Input
          id="settings-sender-name"
          autoComplete="off"
          placeholder={settings.companyName}
          maxLength={MAX_SENDER_NAME_LENGTH}
          aria-invalid={error ? true : undefined}
          aria-describedby={['settings-sender-name-hint', error ? 'settings-sender-name-error' : null].filter(Boolean).join(' ')}
          {...register('emailSenderName')}
        />
        <p id="settings-sender-name-hint" className="text-xs text-muted">
          Leave it empty to use your company name. Up to {MAX_SENDER_NAME_LENGTH} characters, without &lt; or &gt;.
        </p>
        <FieldError id="settings-sender-name-error" message={error} />
      </div>
      <div className="flex justify-end">
        <SaveButton saving={saving}>Save sender name</SaveButton>
      </div>
    </form>
  );
}
