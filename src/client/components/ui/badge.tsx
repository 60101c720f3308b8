import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '@/client/lib/cn';

const badgeVariants = cva('inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-xs font-semibold', {
  variants: {
    tone: {
      brand: 'bg-brand-subtle text-brand-ink',
      neutral: 'bg-subtle text-foreground',
      light: 'bg-white/15 text-white ring-1 ring-white/25',
      success: 'bg-success-subtle text-success-ink',
      warning: 'bg-warning-subtle text-warning-ink',
      danger: 'bg-danger-subtle text-danger-ink',
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export function Badge({ className, tone, ...props }: ComponentProps<'span'> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ tone }), className)} {...props} />;
}
