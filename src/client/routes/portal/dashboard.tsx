import { lazy, Suspense, useState, type ComponentType } from 'react';
import type { SessionUser } from '@/shared/schemas/auth';
import type { InlinedQuery } from '@/shared/page-render';
import { isStaffRole } from '@/shared/constants/roles';
import { FullScreenSpinner } from '@/client/components/ui/spinner';
import { useAuth } from '@/client/lib/auth/use-auth';
import { readInlinedData } from '@/client/lib/inlined-data';

type ViewModule = { default: ComponentType<{ projectId: string | null }> };

/**
 * A view's code, split from the page: each role downloads only its own view, so a customer's
 * first screen never carries the staff dashboard's tables and forms, nor staff the customer's.
 * Once loaded, the lazy component resolves at once (a thenable that answers synchronously).
 */
function splitView(load: () => Promise<ViewModule>) {
  let loaded: ViewModule | undefined;
  const loadOnce = async () => (loaded ??= await load());
  const View = lazy(() => (loaded ? ({ then: (resolve: (m: ViewModule) => void) => resolve(loaded!) } as Promise<ViewModule>) : loadOnce()));
  return { View, preload: loadOnce, isLoaded: () => loaded !== undefined };
}

const staffView = splitView(() => import('@/client/app/dashboard/staff-dashboard-page'));
const customerView = splitView(() => import('@/client/app/dashboard/customer-dashboard-page') as Promise<ViewModule>);

/** Before the page renders: the view of whoever the server rendered it for, so hydration finds its code. */
export async function prepare(): Promise<void> {
  const me = readInlinedData<InlinedQuery[]>('queries')?.find((q) => q.queryKey[0] === 'me')?.data as SessionUser | null | undefined;
  if (me) await (isStaffRole(me.role) ? staffView : customerView).preload();
}

/** Customers see their project; every other role sees the staff view (spec section 6). */
export default function DashboardPage() {
  const { user } = useAuth();
  const split = user && isStaffRole(user.role) ? staffView : customerView;
  // A Suspense boundary only while the view's code is still to come. The server (which waits for
  // it) and a hydrating page (prepared) render none, so the view hydrates with the page and a
  // press held before hydration is answered at once. Decided once, so the view never remounts.
  const [bounded] = useState(() => typeof document !== 'undefined' && !split.isLoaded());
  if (!user) return null;
  const view = <split.View projectId={user.projectId} />;
  return bounded ? <Suspense fallback={<FullScreenSpinner />}>{view}</Suspense> : view;
}
