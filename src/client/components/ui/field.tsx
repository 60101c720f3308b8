import { Slot } from '@radix-ui/react-slot';
import type { ReactElement, ReactNode } from 'react';
import { cn } from '@/client/lib/cn';
import { FieldError } from './field-error';
import { Label } from './label';

/** What a field's control needs to be named, described and marked invalid. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** The ids a field's control points at: its description, then its error when it has one. */
export function fieldControlProps(
  id: string,
  { error, description, errorId = `${id}-error` }: { error?: string; description?: boolean; errorId?: string } = {},
): FieldControlProps {
  const describedBy = [description && `${id}-hint`, error && errorId].filter(Boolean).join(' ');
  return { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined };
}

interface FieldProps {
  /** The control's id; its description is `${id}-hint` and its error `${id}-error`. */
  id: string;
  label: ReactNode;
  /** The label is read out but not shown, where the layout already says what the control is for (a message box beside its Send button). */
  labelHidden?: boolean;
  /** Help for the control, read out with it: under the label, or under the control with `descriptionBelow`. */
  description?: ReactNode;
  descriptionBelow?: boolean;
  /** The description's text size: `xs` in the portal, `sm` on the public site, whose hints are larger. */
  descriptionSize?: 'xs' | 'sm';
  /** The error for this field (a resolver's or the server's); shown and announced with the control. */
  error?: string;
  /**
   * When one message covers several fields (a day and a time), the form shows it once, under them
   * all: its id. The control is then invalid and described by it while `error` is set, and the
   * field does not show the message itself.
   */
  errorId?: string;
  /** A checkbox's layout: the control first, its label beside it, then any description and error under the label. */
  inline?: boolean;
  /**
   * Inline only: `start` puts the control beside the label's first line, for a label that may run
   * to several lines (an agreement); `center` (the default) centres it on the row.
   */
  align?: 'center' | 'start';
  className?: string;
  /**
   * The control: an Input, Select or Textarea (given id and aria-* through a Slot), or a function
   * of those props for a control that takes them under other names.
   */
  children: ReactElement | ((control: FieldControlProps) => ReactNode);
}

/**
 * A form field: label, optional description, the control and its error, wired together for
 * screen readers (the label names the control; the description and the error describe it; the
 * control is aria-invalid while there is an error).
 */
export function Field(props: FieldProps) {
  const { id, label, labelHidden = false, description, descriptionBelow = false, descriptionSize = 'xs', error, errorId, inline = false, align = 'center', className, children } = props;
  const control = fieldControlProps(id, { error, description: Boolean(description), errorId });
  const help = description && (
    <p id={`${id}-hint`} className={cn('text-muted', descriptionSize === 'sm' ? 'text-sm' : 'text-xs')}>
      {description}
    </p>
  );
  const name = (
    <Label htmlFor={id} className={labelHidden ? 'sr-only' : inline ? 'cursor-pointer' : undefined}>
      {label}
    </Label>
  );
  const input = typeof children === 'function' ? children(control) : <Slot {...control}>{children}</Slot>;
  const message = !errorId && <FieldError id={`${id}-error`} message={error} />;
  if (inline) {
    return (
      <div className={cn('flex gap-2.5', align === 'start' ? 'items-start' : 'items-center', className)}>
        {input}
        {help || (error && !errorId) ? (
          <div className="space-y-0.5">
            {name}
            {help}
            {message}
          </div>
        ) : (
          name
        )}
      </div>
    );
  }
  return (
    <div className={cn('space-y-1.5', className)}>
      {name}
      {!descriptionBelow && help}
      {input}
      {descriptionBelow && help}
      {message}
    </div>
  );
}
