import { Suspense, type ReactNode } from 'react';

/**
 * A part of a server-rendered page that hydrates in a pass of its own. React leaves the server's
 * markup inside a Suspense boundary as it is while it hydrates the page around it, then hydrates
 * the boundary separately, with a commit of its own; a press inside it before then hydrates it at
 * once. So a large page is taken over in several short tasks rather than one long one, which on a
 * slow phone blocks whatever the visitor does meanwhile. Nothing inside suspends once the page's
 * code has loaded, so the fallback is never shown.
 */
export function HydrateApart({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
