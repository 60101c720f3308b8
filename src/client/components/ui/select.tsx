import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/client/lib/cn';

/** A native select: keyboard, screen readers and mobile pickers work as people expect. */
export function Select({ className, children, ...props }: ComponentProps<'select'>) {
  return (
    <div className={cn('relative', className)}>
      <select
        className="block h-11 w-full appearance-none rounded-lg border border-border-strong bg-surface pr-10 pl-3.5 text-base text-foreground shadow-xs aria-invalid:border-danger disabled:opacity-60 sm:text-sm"
        {...props}
      >
        {children}
      </select>
      <ChevronDown aria-hidden="true" className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted" />
    </div>
  );
}
