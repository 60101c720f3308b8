import type { LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Card } from '@/client/components/ui/card';
import { cn } from '@/client/lib/cn';

interface SectionCardProps {
  title: string;
  description?: ReactNode;
  icon: LucideIcon;
  /** Beside the title, e.g. a count badge. */
  titleBadge?: ReactNode;
  /** A button or badge on the right of the header. */
  action?: ReactNode;
  /** The body runs to the card's edges (tables that scroll sideways). */
  flush?: boolean;
  children: ReactNode;
  className?: string;
}

/**
 * A titled card that is a labelled region, so screen-reader users can jump between
 * the cards of a dashboard: icon, title, optional description and action.
 */
export function SectionCard({ title, description, icon: Icon, titleBadge, action, flush = false, children, className }: SectionCardProps) {
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId} className={cn('flex flex-col', flush ? 'px-0 pt-5 pb-2 sm:px-0 sm:pt-6' : 'p-5 sm:p-6', className)}>
      <div className={cn('flex flex-wrap items-start gap-x-4 gap-y-3', flush && 'px-5 sm:px-6')}>
        <div className="flex min-w-56 flex-1 items-start gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-subtle text-brand-ink">
            <Icon aria-hidden="true" className="size-5" />
          </span>
          <div className="min-w-0">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <h2 id={titleId} className="text-base font-semibold text-foreground">
                {title}
              </h2>
              {titleBadge}
            </div>
            {description && <p className="mt-0.5 text-sm text-muted">{description}</p>}
          </div>
        </div>
        {action && <div className="flex max-w-full flex-wrap items-center gap-2">{action}</div>}
      </div>
      <div className="mt-5 flex flex-1 flex-col">{children}</div>
    </Card>
  );
}

/** A short "this part is on its way" note inside a card. */
export function CardComingSoon({ children }: { children: string }) {
  return <p className="rounded-xl border border-dashed border-border-strong bg-subtle px-4 py-5 text-sm text-muted">{children}</p>;
}

/** The loading line inside a card, announced politely. */
export function CardLoading({ children }: { children: string }) {
  return (
    <p role="status" className="text-sm text-muted">
      {children}
    </p>
  );
}
