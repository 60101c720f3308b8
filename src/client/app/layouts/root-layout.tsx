import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { CompanyNotFound } from '@/client/components/errors/company-not-found';
import { NavigationProgress } from '@/client/components/layout/navigation-progress';
import { PublicFooter } from '@/client/components/layout/public-footer';
import { PublicHeader } from '@/client/components/layout/public-header';
import { MAIN_CONTENT_ID, SkipLink } from '@/client/components/layout/skip-link';
import { FullScreenSpinner } from '@/client/components/ui/spinner';
import { siteContentQueryOptions } from '@/client/features/marketing/api/get-site-content';
import { demoAccountsQueryOptions } from '@/client/lib/auth/get-demo-accounts';
import { companyQueryOptions, useCompany } from '@/client/lib/company/get-company';
import { isPortalPath } from '@/client/lib/portal-paths';
import { useCompanyBranding, useLogCompanyFailure } from '../use-company-branding';
import { ensureQueries, type PageLoader } from '../route-data';
import { usePageHead } from '../use-page-head';

// Toasts answer what a visitor does, never the first paint: the toaster loads after the page.
const Toaster = lazy(async () => ({ default: (await import('@/client/components/ui/toaster')).Toaster }));

/** Every page's company; the public site's content, and demo mode's sample accounts for its header and login. */
export const rootLoader: PageLoader = async (queryClient, { request }) => {
  const publicSite = !isPortalPath(new URL(request.url).pathname);
  await ensureQueries(queryClient, [companyQueryOptions(), publicSite && siteContentQueryOptions(), publicSite && demoAccountsQueryOptions()]);
};

/**
 * Every page: the company's branding, then either the public site (header,
 * page, footer) or, on portal paths, the page alone (it brings its own shell).
 */
export function RootLayout() {
  const { pathname } = useLocation();
  const { company, status, isNotFound, error } = useCompany();
  useCompanyBranding(company);
  usePageHead(pathname, company);
  useLogCompanyFailure(status === 'failed' && !isNotFound, error);

  // A failed load still renders the site (with the product's name); only "no such company" stops it.
  if (status === 'loading') return <FullScreenSpinner />;
  if (isNotFound) return <CompanyNotFound />;

  return (
    <>
      <SkipLink />
      <NavigationProgress />
      <ScrollRestoration />
      {isPortalPath(pathname) ? (
        <Outlet />
      ) : (
        <div className="flex min-h-dvh flex-col">
          <PublicHeader />
          <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 outline-none">
            <Outlet />
          </main>
          <PublicFooter />
        </div>
      )}
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </>
  );
}
