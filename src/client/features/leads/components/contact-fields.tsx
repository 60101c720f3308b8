import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from '@/client/components/ui/field';
import { Input } from '@/client/components/ui/input';
import { Textarea } from '@/client/components/ui/textarea';

export const CONTACT_FIELD_NAMES = ['name', 'email', 'phone', 'message'] as const;
export type ContactFieldName = (typeof CONTACT_FIELD_NAMES)[number];

interface ContactFieldsProps {
  idPrefix: string;
  fields: Record<ContactFieldName, UseFormRegisterReturn>;
  errors: Partial<Record<ContactFieldName, string | undefined>>;
  messageLabel: string;
  messageHint?: string;
}

/** Name, email, phone and message: what the contact form and the demo booking both ask. */
export function ContactFields({ idPrefix, fields, errors, messageLabel, messageHint }: ContactFieldsProps) {
  const id = (field: ContactFieldName) => `${idPrefix}-${field}`;
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <Field id={id('name')} label="Your name" error={errors.name}>
        <Input autoComplete="name" {...fields.name} />
      </Field>
      <Field id={id('email')} label="Email" error={errors.email}>
        <Input type="email" inputMode="email" autoComplete="email" {...fields.email} />
      </Field>
      <Field
        id={id('phone')}
        label={
          <>
            Phone <span className="font-normal text-muted">(optional)</span>
          </>
        }
        description="A UK number, if you would like us to call."
        descriptionBelow
        descriptionSize="sm"
        error={errors.phone}
        className="sm:col-span-2"
      >
        <Input type="tel" inputMode="tel" autoComplete="tel" {...fields.phone} />
      </Field>
      <Field
        id={id('message')}
        label={
          <>
            {messageLabel} <span className="font-normal text-muted">(optional)</span>
          </>
        }
        description={messageHint}
        descriptionBelow
        descriptionSize="sm"
        error={errors.message}
        className="sm:col-span-2"
      >
        <Textarea rows={5} {...fields.message} />
      </Field>
    </div>
  );
}
