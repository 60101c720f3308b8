import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { INVITATION_TTL_DAYS } from '@/shared/constants/operations';
import type { CreatedCustomer } from '@/shared/schemas/customers';
import { Button } from '@/client/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/client/components/ui/dialog';
import { CreateCustomerForm } from './create-customer-form';

/** The New Customer button and its Create New Customer dialog; the form starts empty each time. */
export function CreateCustomerDialog({ onCreated }: { onCreated?: (created: CreatedCustomer) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          <UserPlus aria-hidden="true" />
          New Customer
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>Create New Customer</DialogTitle>
        <DialogDescription>
          We set up their project and email them a link to choose a password. The link works once, for {INVITATION_TTL_DAYS} days.
        </DialogDescription>
        {open && (
          <CreateCustomerForm
            onCreated={(created) => {
              setOpen(false);
              onCreated?.(created);
            }}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
