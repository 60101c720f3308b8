import type { LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Card } from '@/client/components/ui/card';
import { cn } from '@/client/lib/cn';

interface DashboardCardProps {
  title: string;
  description?: ReactNode;
  icon: LucideIcon;
  /** A button or badge on the right of the header. */
  action?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** Every dashboard card has the same header: icon, title, optional description and action. */
export function DashboardCard({ title, description, icon: Icon, action, children, className }: DashboardCardProps) {
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId} role="group" className={cn('flex flex-col p-5 sm:p-6', className)}>
      <div className="flex flex-wrap items-start gap-x-4 gap-y-3">
        <div className="flex min-w-0 flex-1 items-start gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-subtle text-brand-ink">
            <Icon aria-hidden="true" className="size-5" />
          </span>
          <div className="min-w-0">
            <h2 id={titleId} className="text-base font-semibold text-foreground">
              {title}
            </h2>
            {description && <p className="mt-0.5 text-sm text-muted">{description}</p>}
          </div>
        </div>
        {action && <div className="flex shrink-0 items-center gap-2">{action}</div>}
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
