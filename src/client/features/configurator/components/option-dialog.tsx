import { useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { GROUP_LABELS } from '@/shared/configurator-groups';
import type { ConfiguratorOption } from '@/shared/schemas/configurator';
import type { ConfiguratorGroup } from '@/shared/constants/site';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/client/components/ui/dialog';
import { useCreateOption } from '../api/create-option';
import { useUpdateOption } from '../api/update-option';
import { emptyFormValues, formValuesFor } from './option-form-values';
import { OptionForm } from './option-form';

type OptionDialogProps = { trigger: ReactNode } & ({ option: ConfiguratorOption } | { group: ConfiguratorGroup; nextPosition: number });

/** Adds an option to a group, or edits one; the public configurator refetches as soon as it saves. */
export function OptionDialog(props: OptionDialogProps) {
  const [open, setOpen] = useState(false);
  const create = useCreateOption();
  const update = useUpdateOption();
  const editing = 'option' in props ? props.option : null;
  const group = editing ? editing.group : (props as { group: ConfiguratorGroup }).group;
  const defaults = editing ? formValuesFor(editing) : emptyFormValues(group, (props as { nextPosition: number }).nextPosition);
  const title = editing ? `Edit ${editing.label}` : `Add a ${GROUP_LABELS[group].toLowerCase()} option`;

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{props.trigger}</DialogTrigger>
      <DialogContent className="max-w-xl">
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>Prices include VAT. Changes show on the configurator straight away.</DialogDescription>
        {open && (
          <OptionForm
            mode={editing ? 'edit' : 'add'}
            defaultValues={defaults}
            onCancel={() => setOpen(false)}
            onSave={async (input) => {
              // The group and code are fixed once an option exists; an edit sends only what may change.
              const { group: _group, code: _code, ...changes } = input;
              const saved = editing ? await update.mutateAsync({ id: editing.id, patch: changes }) : await create.mutateAsync(input);
              toast.success(editing ? 'Option saved' : 'Option added', { description: saved.label });
              setOpen(false);
            }}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
