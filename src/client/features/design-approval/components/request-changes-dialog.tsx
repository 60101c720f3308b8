import { zodResolver } from '@hookform/resolvers/zod';
import { PencilRuler } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { zDesignDecision } from '@/shared/schemas/design-approval';
import { Button } from '@/client/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/client/components/ui/dialog';
import { Field } from '@/client/components/ui/field';
import { Textarea } from '@/client/components/ui/textarea';
import { isApiError } from '@/client/lib/api-client';
import { useDecideDesign } from '../api/decide-design';

// The server's own rule for a change request (zDesignDecision), so both say the same thing.
const zChangeRequest = zDesignDecision.options[1].pick({ comment: true });
type ChangeRequest = z.infer<typeof zChangeRequest>;

/** Request Changes: a short description of what to change, recorded for the team. */
export function RequestChangesDialog({ projectId }: { projectId: string }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const decide = useDecideDesign(projectId, {
    errorMessage: 'Error',
    errorDescription: (error) => (isApiError(error) && error.status === 409 ? error.message : 'Your request could not be sent. Please try again.'),
  });
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof zChangeRequest>, unknown, ChangeRequest>({ resolver: zodResolver(zChangeRequest), defaultValues: { comment: '' } });

  async function onSubmit({ comment }: ChangeRequest) {
    try {
      await decide.mutateAsync({ decision: 'request_changes', comment });
    } catch {
      return;
    }
    toast.success('Edit Requested', { description: 'Your edit request has been sent to the team.' });
    reset({ comment: '' });
    setOpen(false);
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="secondary">
          <PencilRuler aria-hidden="true" />
          Request Changes
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>Request Changes</DialogTitle>
        <DialogDescription>Tell the team what you would like changed. They will update the design and ask you to approve it again.</DialogDescription>
        <form noValidate onSubmit={handleSubmit(onSubmit)} className="mt-5 space-y-4">
          <Field id={`${id}-comment`} label="What would you like changed?" error={errors.comment?.message}>
            <Textarea rows={4} maxLength={2000} placeholder="e.g. Move the doors to the left-hand side" {...register('comment')} />
          </Field>
          <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="secondary">Cancel</Button>
            </DialogClose>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? 'Sending...' : 'Send Request'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
