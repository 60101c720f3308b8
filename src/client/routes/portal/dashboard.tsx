import { lazy, Suspense, useState, type ComponentType } from 'react';
import { isStaffRole } from '@/shared/constants/roles';
import type { SessionUser } from '@/shared/schemas/auth';
import { loadCustomerDashboard } from '@/client/app/dashboard/customer-dashboard-data';
import { loadStaffDashboard } from '@/client/app/dashboard/staff-dashboard-data';
import { ensure, type PageLoader } from '@/client/app/route-data';
import { FullScreenSpinner } from '@/client/components/ui/spinner';
import { meQueryOptions } from '@/client/lib/auth/get-me';
import { useAuth } from '@/client/lib/auth/use-auth';

type View = 'staff' | 'customer';
type ViewModule = { default: ComponentType<{ projectId: string | null }> };

/**
 * Each role's view is its own chunk: a customer's first screen never carries the staff
 * dashboard's tables and forms, nor staff the customer's.
 */
const importers: Record<View, () => Promise<ViewModule>> = {
  staff: () => import('@/client/app/dashboard/staff-dashboard-page'),
  customer: () => import('@/client/app/dashboard/customer-dashboard-page') as Promise<ViewModule>,
};

/** The views whose code has arrived, filled by the loader, so the page renders the view at once. */
const loadedViews: Partial<Record<View, ViewModule>> = {};

async function loadView(view: View): Promise<ViewModule> {
  return (loadedViews[view] ??= await importers[view]());
}

/** Only when the loader has not brought the view (see DashboardView). */
const lazyViews: Record<View, ComponentType<{ projectId: string | null }>> = {
  staff: lazy(() => loadView('staff')),
  customer: lazy(() => loadView('customer')),
};

/** Customers see their project; every other role sees the staff view (the product's roles and permissions). */
function viewOf(user: Pick<SessionUser, 'role'>): View {
  return isStaffRole(user.role) ? 'staff' : 'customer';
}

/** Who is signed in, then their view's code and what it shows first, side by side. */
export const loader: PageLoader = async (queryClient, { request }) => {
  const me = await ensure(queryClient, meQueryOptions());
  if (!me) return;
  const view = viewOf(me);
  await Promise.all([
    // A chunk that fails to arrive is left to the page, which asks for it again.
    loadView(view).catch(() => undefined),
    view === 'staff' ? loadStaffDashboard(queryClient, me) : loadCustomerDashboard(queryClient, me, new URL(request.url).searchParams),
  ]);
};

export default function DashboardPage() {
  const { user } = useAuth();
  if (!user) return null;
  // Keyed: an admin viewing as another role gets that role's view afresh.
  const view = viewOf(user);
  return <DashboardView key={view} view={view} projectId={user.projectId} />;
}

/**
 * The view itself, as the loader brought it: no Suspense boundary, so the view renders with the
 * page on the server and hydrates with it, and a press held before hydration is answered at once.
 * Without it (an admin viewing as a role whose view was never loaded), the view loads here.
 * Decided once, so the view never remounts when its code arrives.
 */
function DashboardView({ view, projectId }: { view: View; projectId: string | null }) {
  const [Loaded] = useState(() => loadedViews[view]?.default);
  if (Loaded) return <Loaded projectId={projectId} />;
  const Lazy = lazyViews[view];
  return (
    <Suspense fallback={<FullScreenSpinner />}>
      <Lazy projectId={projectId} />
    </Suspense>
  );
}
