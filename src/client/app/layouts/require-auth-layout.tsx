import { Navigate, Outlet, useLocation } from 'react-router';
import { HydrateApart } from '@/client/components/layout/hydrate-apart';
import { PortalShell } from '@/client/components/layout/portal-shell';
import { FullScreenSpinner } from '@/client/components/ui/spinner';
import { useAuthState } from '@/client/lib/auth/auth-state';
import { meQueryOptions } from '@/client/lib/auth/get-me';
import { useAuth } from '@/client/lib/auth/use-auth';
import { unreadMessagesQueryOptions } from '@/client/lib/queries/unread-messages';
import { loginHref, paths } from '@/client/lib/paths';
import { ensure, ensureQueries, type PageLoader } from '../route-data';

/** Who is signed in, and the portal navigation's unread badge. */
export const loader: PageLoader = async (queryClient) => {
  const me = await ensure(queryClient, meQueryOptions());
  if (me) await ensureQueries(queryClient, [unreadMessagesQueryOptions()]);
};

/** Signed-in pages: a visitor is sent to sign in, and brought back here afterwards. */
export function RequireAuthLayout() {
  const { user, isLoading } = useAuth();
  const { signedOut } = useAuthState();
  const location = useLocation();

  if (isLoading) return <FullScreenSpinner />;
  if (!user) {
    // After a deliberate sign-out there is nowhere to come back to.
    const to = signedOut ? paths.login : loginHref(`${location.pathname}${location.search}`);
    return <Navigate to={to} replace />;
  }
  return (
    <PortalShell user={user}>
      {/* The page hydrates after the portal's header and navigation, in passes of its own. */}
      <HydrateApart>
        <Outlet />
      </HydrateApart>
    </PortalShell>
  );
}
