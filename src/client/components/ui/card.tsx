import type { ComponentProps } from 'react';
import { cn } from '@/client/lib/cn';

export function Card({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('rounded-2xl border border-border bg-surface p-6 shadow-xs', className)} {...props} />;
}
