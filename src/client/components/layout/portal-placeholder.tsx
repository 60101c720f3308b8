import { Sprout } from 'lucide-react';
import { PageHeader } from './page-header';

interface PortalPlaceholderProps {
  title: string;
  description: string;
  comingSoon: string;
}

/** A signed-in page whose features are still being built. */
export function PortalPlaceholder({ title, description, comingSoon }: PortalPlaceholderProps) {
  return (
    <>
      <PageHeader title={title} description={description} />
      <ComingSoonPanel>{comingSoon}</ComingSoonPanel>
    </>
  );
}

export function ComingSoonPanel({ children }: { children: string }) {
  return (
    <div className="mt-8 flex flex-col items-center rounded-2xl border border-dashed border-border-strong bg-surface px-6 py-14 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-brand-subtle text-brand-ink">
        <Sprout aria-hidden="true" className="size-6" />
      </span>
      <p className="mt-4 max-w-md text-muted">{children}</p>
    </div>
  );
}
