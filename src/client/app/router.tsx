import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { FullScreenSpinner } from '@/client/components/ui/spinner';
import { RootLayout } from './layouts/root-layout';
import { RootErrorBoundary } from './root-error-boundary';

/**
 * Each page is its own chunk, fetched when first visited. A page may also `prepare` what it
 * needs before it renders (the dashboard: the signed-in person's view).
 */
function page(load: () => Promise<{ default: ComponentType; prepare?: () => Promise<void> }>): Pick<RouteObject, 'lazy'> {
  return {
    lazy: {
      Component: async () => {
        const module = await load();
        await module.prepare?.();
        return module.default;
      },
    },
  };
}

/** The portal's layouts too: the public site never downloads the portal shell. */
function layout(load: () => Promise<ComponentType>): Pick<RouteObject, 'lazy'> {
  return { lazy: { Component: load } };
}

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
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
        ...layout(async () => (await import('./layouts/require-auth-layout')).RequireAuthLayout),
        children: [
          { path: 'dashboard', ...page(() => import('@/client/routes/portal/dashboard')) },
          { path: 'onboarding', ...page(() => import('@/client/routes/portal/onboarding')) },
          { path: 'welcome', ...page(() => import('@/client/routes/portal/welcome')) },
          { path: 'messages', ...page(() => import('@/client/routes/portal/messages')) },
          { path: 'support', ...page(() => import('@/client/routes/portal/support')) },
          { path: 'contracts', ...page(() => import('@/client/routes/portal/contracts')) },
          {
            ...layout(async () => (await import('./layouts/require-staff-layout')).RequireStaffLayout),
            children: [
              { path: 'customers', ...page(() => import('@/client/routes/staff/customers')) },
              { path: 'customers/projects/:projectId', ...page(() => import('@/client/routes/staff/project')) },
              { path: 'scheduling', ...page(() => import('@/client/routes/staff/scheduling')) },
              { path: 'leads', ...page(() => import('@/client/routes/staff/leads')) },
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
