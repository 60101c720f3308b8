import type { ComponentProps } from 'react';
import { cn } from '@/client/lib/cn';

/** A native checkbox in the brand colour: keyboard, forms and screen readers behave as people expect. */
export function Checkbox({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  return (
    <input
      type="checkbox"
      className={cn('size-5 shrink-0 cursor-pointer accent-primary disabled:cursor-not-allowed disabled:opacity-60', className)}
      {...props}
    />
  );
}
