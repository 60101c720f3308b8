import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldError } from '@/client/components/ui/field-error';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
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
  const described = (field: ContactFieldName, hint?: boolean) =>
    [hint ? `${id(field)}-hint` : null, errors[field] ? `${id(field)}-error` : null].filter(Boolean).join(' ') || undefined;
  const invalid = (field: ContactFieldName) => (errors[field] ? true : undefined);
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <div className="space-y-1.5">
        <Label htmlFor={id('name')}>Your name</Label>
        <Input id={id('name')} autoComplete="name" aria-invalid={invalid('name')} aria-describedby={described('name')} {...fields.name} />
        <FieldError id={`${id('name')}-error`} message={errors.name} />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={id('email')}>Email</Label>
        <Input id={id('email')} type="email" inputMode="email" autoComplete="email" aria-invalid={invalid('email')} aria-describedby={described('email')} {...fields.email} />
        <FieldError id={`${id('email')}-error`} message={errors.email} />
      </div>
      <div className="space-y-1.5 sm:col-span-2">
        <Label htmlFor={id('phone')}>
          Phone <span className="font-normal text-muted">(optional)</span>
        </Label>
        <Input id={id('phone')} type="tel" inputMode="tel" autoComplete="tel" aria-invalid={invalid('phone')} aria-describedby={described('phone', true)} {...fields.phone} />
        <p id={`${id('phone')}-hint`} className="text-sm text-muted">
          A UK number, if you would like us to call.
        </p>
        <FieldError id={`${id('phone')}-error`} message={errors.phone} />
      </div>
      <div className="space-y-1.5 sm:col-span-2">
        <Label htmlFor={id('message')}>
          {messageLabel} <span className="font-normal text-muted">(optional)</span>
        </Label>
        <Textarea id={id('message')} rows={5} aria-invalid={invalid('message')} aria-describedby={described('message', Boolean(messageHint))} {...fields.message} />
        {messageHint && (
          <p id={`${id('message')}-hint`} className="text-sm text-muted">
            {messageHint}
          </p>
        )}
        <FieldError id={`${id('message')}-error`} message={errors.message} />
      </div>
    </div>
  );
}
