import type { ComponentProps } from 'react';
import { cn } from '@/client/lib/cn';

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      className={cn(
        'block min-h-24 w-full rounded-lg border border-border-strong bg-surface px-3.5 py-2.5 text-base text-foreground shadow-xs transition-colors placeholder:text-muted sm:text-sm',
        'aria-invalid:border-danger disabled:cursor-not-allowed disabled:opacity-60',
        className,
      )}
      {...props}
    />
  );
}
