import type { ComponentProps } from 'react';
import { cn } from '@/client/lib/cn';

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return (
    <input
      className={cn(
        'block h-11 w-full rounded-lg border border-border-strong bg-surface px-3.5 text-base text-foreground shadow-xs transition-colors placeholder:text-muted sm:text-sm',
        'aria-invalid:border-danger disabled:cursor-not-allowed disabled:opacity-60',
        className,
      )}
      {...props}
    />
  );
}
