import { zodResolver } from '@hookform/resolvers/zod';
import { Timer } from 'lucide-react';
import { toast } from 'sonner';
import type { z } from 'zod';
import { MAX_RESPONSE_TARGET_HOURS, zTicketSettings, type TicketSettings } from '@/shared/schemas/tickets';
import { CardLoading, SectionCard } from '@/client/components/layout/section-card';
import { Field } from '@/client/components/ui/field';
import { Input } from '@/client/components/ui/input';
import { QueryState } from '@/client/components/ui/query-state';
import { usePrefilledForm } from '@/client/lib/use-prefilled-form';
import { useResponseTarget } from '../api/get-response-target';
import { useUpdateResponseTarget } from '../api/update-response-target';
import { SaveButton } from './save-button';
import { SettingValue } from './setting-value';

const hours = (n: number) => `${n} ${n === 1 ? 'hour' : 'hours'}`;

/** The support tickets' response target: how long staff have to give a new ticket its first reply. */
export function ResponseTargetCard({ canEdit }: { canEdit: boolean }) {
  const target = useResponseTarget();
  return (
    <SectionCard title="Support response target" description="How long your team has to reply to a new support ticket. Tickets still waiting after this are flagged Past target." icon={Timer}>
      <QueryState query={target} loading={<CardLoading>Loading the response target...</CardLoading>} error="We couldn't load the response target.">
        {(data) =>
          canEdit ? (
            <ResponseTargetForm current={data} />
          ) : (
            <dl>
              <SettingValue label="First reply within">{hours(data.responseTargetHours)}</SettingValue>
            </dl>
          )
        }
      </QueryState>
    </SectionCard>
  );
}

function ResponseTargetForm({ current }: { current: TicketSettings }) {
  const update = useUpdateResponseTarget();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = usePrefilledForm<z.input<typeof zTicketSettings>, unknown, TicketSettings>({
    resolver: zodResolver(zTicketSettings),
    defaultValues: { responseTargetHours: current.responseTargetHours },
  });
  const saving = isSubmitting || update.isPending;
  const error = errors.responseTargetHours?.message;

  async function onSubmit(values: TicketSettings) {
    try {
      await update.mutateAsync(values);
    } catch {
      return;
    }
    toast.success('Response target saved', { description: `New tickets should get a first reply within ${hours(values.responseTargetHours)}.` });
  }

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
      <Field id="settings-response-target" label="Hours to the first reply" error={error}>
        <Input type="number" inputMode="numeric" min={1} max={MAX_RESPONSE_TARGET_HOURS} step={1} className="w-40" {...register('responseTargetHours')} />
      </Field>
      <div className="flex justify-end">
        <SaveButton saving={saving}>Save response target</SaveButton>
      </div>
    </form>
  );
}
