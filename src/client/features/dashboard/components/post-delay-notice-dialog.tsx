import { zodResolver } from '@hookform/resolvers/zod';
import { CalendarClock } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { todayInLondon } from '@/shared/dates';
import { zCreateDelayNotice, type CreateDelayNotice } from '@/shared/schemas/delay-notices';
import { Button } from '@/client/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/client/components/ui/dialog';
import { Field } from '@/client/components/ui/field';
import { Input } from '@/client/components/ui/input';
import { Textarea } from '@/client/components/ui/textarea';
import { setServerFieldErrors } from '@/client/lib/server-field-errors';
import { formatLongDate } from '@/client/lib/format';
import { usePostDelayNotice } from '../api/post-delay-notice';

type NoticeFields = z.input<typeof zCreateDelayNotice>;
const EMPTY: NoticeFields = { reason: '', revisedInstallDate: '' };

interface PostDelayNoticeDialogProps {
  projectId: string;
  installDate: string | null;
}

/** Staff: move the install date and say why. The customer sees it on their dashboard and by email. */
export function PostDelayNoticeDialog({ projectId, installDate }: PostDelayNoticeDialogProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const post = usePostDelayNotice(projectId);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<NoticeFields, unknown, CreateDelayNotice>({ resolver: zodResolver(zCreateDelayNotice), defaultValues: EMPTY });

  async function onSubmit(values: CreateDelayNotice) {
    try {
      await post.mutateAsync(values);
    } catch (error) {
      setServerFieldErrors<NoticeFields>(error, ['revisedInstallDate', 'reason'], setError, { focus: false });
      return;
    }
    toast.success('Delay notice posted', { description: 'The customer can see the new date on their dashboard and has been emailed.' });
    reset(EMPTY);
    setOpen(false);
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) reset(EMPTY);
        setOpen(next);
      }}
    >
      <DialogTrigger asChild>
        <Button size="sm" variant="secondary">
          <CalendarClock aria-hidden="true" />
          Post delay notice
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>Post delay notice</DialogTitle>
        <DialogDescription>
          Move the install date{installDate ? ` (now ${formatLongDate(installDate)})` : ''} and tell the customer why. They see it on
          their dashboard and by email.
        </DialogDescription>
        <form noValidate onSubmit={handleSubmit(onSubmit)} className="mt-5 space-y-4">
          <Field id={`${id}-date`} label="Revised install date" error={errors.revisedInstallDate?.message}>
            <Input type="date" min={todayInLondon()} {...register('revisedInstallDate')} />
          </Field>
          <Field id={`${id}-reason`} label="Reason" error={errors.reason?.message}>
            <Textarea rows={4} maxLength={2000} placeholder="e.g. Our cladding supplier is running three weeks late." {...register('reason')} />
          </Field>
          <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="secondary">Cancel</Button>
            </DialogClose>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? 'Posting...' : 'Post Notice'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
