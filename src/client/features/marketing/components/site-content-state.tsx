import type { ReactNode } from 'react';
import type { SiteContent } from '@/shared/schemas/site-content';
import { Alert } from '@/client/components/ui/alert';
import { Button } from '@/client/components/ui/button';
import { useSiteContent } from '../api/get-site-content';

/**
 * The body of a marketing page once the company's content is here: a quiet placeholder
 * while it loads (the hero above needs none of it), a way to try again if it failed.
 */
export function WithSiteContent({ children }: { children: (content: SiteContent) => ReactNode }) {
  const query = useSiteContent();
  if (query.data) return children(query.data);
  if (query.isError) {
    return (
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <Alert>
          <p>We could not load this page’s details. Please check your connection and try again.</p>
          <Button variant="secondary" size="sm" className="mt-3" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </Alert>
      </div>
    );
  }
  return <ContentPlaceholder />;
}

function ContentPlaceholder() {
  return (
    <div aria-busy="true" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
      <p className="sr-only" role="status">
        Loading…
      </p>
      <div aria-hidden="true" className="grid animate-pulse gap-6 md:grid-cols-3">
        {[0, 1, 2].map((i) => (
          <div key={i} className="h-64 rounded-2xl bg-subtle" />
        ))}
      </div>
    </div>
  );
}
