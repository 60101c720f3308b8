import { zodResolver } from '@hookform/resolvers/zod';
import { Timer } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { MAX_RESPONSE_TARGET_HOURS, zTicketSettings, type TicketSettings } from '@/shared/schemas/tickets';
import { Button } from '@/client/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/client/components/ui/dialog';
import { Field } from '@/client/components/ui/field';
import { Input } from '@/client/components/ui/input';
import { useUpdateTicketSettings } from '../api/ticket-settings';
import { formatHours } from './ticket-format';

/** Admins: how long staff have to give a new ticket its first reply. */
export function ResponseTargetDialog({ hours }: { hours: number }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="secondary">
          <Timer aria-hidden="true" />
          Response target: {formatHours(hours)}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>Response Target</DialogTitle>
        <DialogDescription>How long your team has to give a new ticket its first reply. Open tickets still waiting after this are flagged Past target.</DialogDescription>
        <ResponseTargetForm hours={hours} onSaved={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}

function ResponseTargetForm({ hours, onSaved }: { hours: number; onSaved: () => void }) {
  const update = useUpdateTicketSettings();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof zTicketSettings>, unknown, TicketSettings>({
    resolver: zodResolver(zTicketSettings),
    defaultValues: { responseTargetHours: hours },
  });

  async function onSubmit(values: TicketSettings) {
    try {
      await update.mutateAsync(values);
    } catch {
      return;
    }
    toast.success('Response target saved', { description: `New tickets should get a first reply within ${formatHours(values.responseTargetHours)}.` });
    onSaved();
  }

  const submitting = isSubmitting || update.isPending;
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="mt-5 space-y-4">
      <Field id="response-target-hours" label="Hours to the first reply" error={errors.responseTargetHours?.message}>
        <Input type="number" inputMode="numeric" min={1} max={MAX_RESPONSE_TARGET_HOURS} step={1} className="w-40" {...register('responseTargetHours')} />
      </Field>
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={submitting}>
          {submitting ? 'Saving...' : 'Save'}
        </Button>
      </div>
    </form>
  );
}
