import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { RouteObject, ShouldRevalidateFunction } from 'react-router';
import { FullScreenSpinner } from '@/client/components/ui/spinner';
import { RootLayout, rootLoader } from './layouts/root-layout';
import { RootErrorBoundary } from './root-error-boundary';
import type { PageLoader } from './route-data';

/** The signed-in portal's layout: a page below it is rendered on the server only for someone signed in. */
export const PORTAL_ROUTE_ID = 'portal';

/**
 * A change of the search alone (a dashboard tab, a ticket opened from the list) answers at once:
 * the page's own queries fetch what it has not got, showing it loading where it shows, rather than
 * the whole page waiting for its loaders. Loaders still run for a new page.
 */
const onlyForANewPage: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.pathname !== nextUrl.pathname && defaultShouldRevalidate;

type PageModule = { default: ComponentType; loader?: PageLoader };

/**
 * The app's routes, whose loaders fill `queryClient`: one client per page render on the server,
 * the app's own in the browser. Each page is its own chunk, fetched when first visited; its
 * `loader` (if it has data) puts what it shows in the cache before it renders, so the server
 * renders it once, complete, and a navigation in the browser shows it with its data.
 */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  function page(load: () => Promise<PageModule>): Pick<RouteObject, 'lazy' | 'loader' | 'shouldRevalidate'> {
    return {
      shouldRevalidate: onlyForANewPage,
      loader: async (args) => {
        await (await load()).loader?.(queryClient, args);
        return null;
      },
      lazy: { Component: async () => (await load()).default },
    };
  }

  /** The portal's layouts too: the public site never downloads the portal shell. */
  function layout(load: () => Promise<{ Component: ComponentType; loader?: PageLoader }>): Pick<RouteObject, 'lazy' | 'loader' | 'shouldRevalidate'> {
    return {
      shouldRevalidate: onlyForANewPage,
      loader: async (args) => {
        await (await load()).loader?.(queryClient, args);
        return null;
      },
      lazy: { Component: async () => (await load()).Component },
    };
  }

  return [
    {
      path: '/',
      id: 'root',
      Component: RootLayout,
      loader: (args) => rootLoader(queryClient, args).then(() => null),
      shouldRevalidate: onlyForANewPage,
      errorElement: <RootErrorBoundary />,
      HydrateFallback: () => <FullScreenSpinner />,
      children: [
        { index: true, ...page(() => import('@/client/routes/public/home')) },
        { path: 'gallery', ...page(() => import('@/client/routes/public/gallery')) },
        { path: 'gallery/admin', ...page(() => import('@/client/routes/public/gallery-admin')) },
        { path: 'pricing', ...page(() => import('@/client/routes/public/pricing')) },
        { path: 'faqs', ...page(() => import('@/client/routes/public/faqs')) },
        { path: 'contact', ...page(() => import('@/client/routes/public/contact')) },
        { path: 'composite-collection', ...page(() => import('@/client/routes/public/composite-collection')) },
        { path: 'configurator', ...page(() => import('@/client/routes/public/configurator')) },
        { path: 'configurator/admin', ...page(() => import('@/client/routes/public/configurator-admin')) },
        { path: 'demo', ...page(() => import('@/client/routes/public/demo')) },
        { path: 'login', ...page(() => import('@/client/routes/public/login')) },
        { path: 'forgot-password', ...page(() => import('@/client/routes/public/forgot-password')) },
        { path: 'reset-password', ...page(() => import('@/client/routes/public/reset-password')) },
        { path: 'invitations/:token', ...page(() => import('@/client/routes/public/invitation')) },
        { path: 'products/garden-rooms', ...page(() => import('@/client/routes/public/garden-rooms')) },
        { path: 'products/home-offices', ...page(() => import('@/client/routes/public/home-offices')) },
        { path: 'products/studios', ...page(() => import('@/client/routes/public/studios')) },
        { path: 'services/installation', ...page(() => import('@/client/routes/public/installation')) },
        { path: 'services/design', ...page(() => import('@/client/routes/public/design')) },
        { path: 'services/maintenance', ...page(() => import('@/client/routes/public/maintenance')) },
        {
          ...layout(async () => {
            const { RequireAuthLayout, loader } = await import('./layouts/require-auth-layout');
            return { Component: RequireAuthLayout, loader };
          }),
          children: [
            { path: 'dashboard', ...page(() => import('@/client/routes/portal/dashboard')) },
            { path: 'onboarding', ...page(() => import('@/client/routes/portal/onboarding')) },
            { path: 'welcome', ...page(() => import('@/client/routes/portal/welcome')) },
            { path: 'messages', ...page(() => import('@/client/routes/portal/messages')) },
            { path: 'support', ...page(() => import('@/client/routes/portal/support')) },
            { path: 'contracts', ...page(() => import('@/client/routes/portal/contracts')) },
            {
              ...layout(async () => ({ Component: (await import('./layouts/require-staff-layout')).RequireStaffLayout })),
              children: [
                { path: 'customers', ...page(() => import('@/client/routes/staff/customers')) },
                { path: 'customers/projects/:projectId', ...page(() => import('@/client/routes/staff/project')) },
                { path: 'scheduling', ...page(() => import('@/client/routes/staff/scheduling')) },
                { path: 'leads', ...page(() => import('@/client/routes/staff/leads')) },
                { path: 'reports', ...page(() => import('@/client/routes/staff/reports')) },
                { path: 'emails', ...page(() => import('@/client/routes/staff/emails')) },
                { path: 'settings', ...page(() => import('@/client/routes/staff/settings')) },
              ],
            },
          ],
        },
        { path: '*', ...page(() => import('@/client/routes/public/not-found')) },
      ],
    },
  ];
}
