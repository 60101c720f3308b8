import { Check } from 'lucide-react';
import { cn } from '@/client/lib/cn';

/** A list of plain statements, each with a tick: what's included, benefits, what we do. */
export function CheckList({ items, label, columns = 1, className }: { items: string[]; label?: string; columns?: 1 | 2; className?: string }) {
  return (
    <ul aria-label={label} className={cn('grid gap-3', columns === 2 && 'sm:grid-cols-2', className)}>
      {items.map((item) => (
        <li key={item} className="flex items-start gap-3 leading-relaxed">
          <span className="mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-subtle text-brand-ink">
            <Check aria-hidden="true" className="size-3.5" strokeWidth={3} />
          </span>
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
