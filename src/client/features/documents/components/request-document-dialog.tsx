import { zodResolver } from '@hookform/resolvers/zod';
import { FilePlus2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { zDocumentRequestForm, type DocumentRequestForm } from '@/shared/schemas/documents';
import { Button } from '@/client/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/client/components/ui/dialog';
import { Field } from '@/client/components/ui/field';
import { Input } from '@/client/components/ui/input';
import { Textarea } from '@/client/components/ui/textarea';
import { useCreateDocumentRequest } from '../api/create-document-request';

type RequestFields = z.input<typeof zDocumentRequestForm>;
const EMPTY: RequestFields = { documentType: '', description: '', dueDate: '' };

/**
 * Staff: the Request Document dialog (as the product's screens specify): Document Type, Description, Due Date.
 * Nothing is required and nothing is capped (the product's validation rules); any date may be chosen.
 */
export function RequestDocumentDialog({ projectId }: { projectId: string }) {
  const [open, setOpen] = useState(false);
  const create = useCreateDocumentRequest(projectId);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<RequestFields, unknown, DocumentRequestForm>({
    resolver: zodResolver(zDocumentRequestForm),
    defaultValues: EMPTY,
  });
  const sending = isSubmitting || create.isPending;

  async function onSubmit(values: DocumentRequestForm) {
    try {
      await create.mutateAsync(values);
    } catch {
      return;
    }
    toast.success('Document request sent');
    reset(EMPTY);
    setOpen(false);
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant="secondary">
          <FilePlus2 aria-hidden="true" />
          Request Document
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>Request Document</DialogTitle>
        <DialogDescription>Request additional documents from the customer.</DialogDescription>
        <form noValidate onSubmit={handleSubmit(onSubmit)} className="mt-5 space-y-4">
          <Field id="request-document-type" label="Document Type" error={errors.documentType?.message}>
            <Input placeholder="e.g., Site Photo, Planning Permission" autoComplete="off" {...register('documentType')} />
          </Field>
          <Field id="request-document-description" label="Description" error={errors.description?.message}>
            <Textarea rows={4} placeholder="Describe what document is needed and any specific requirements" {...register('description')} />
          </Field>
          <Field id="request-document-due" label="Due Date" error={errors.dueDate?.message}>
            <Input type="date" {...register('dueDate')} />
          </Field>
          <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="secondary">Cancel</Button>
            </DialogClose>
            <Button type="submit" disabled={sending}>
              {sending ? 'Sending...' : 'Send Request'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
