import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { config as configureZod } from 'zod';
import type { CompanyBranding } from '@/shared/schemas/company';
import { Providers } from '@/client/app/providers';
import { createAppRouter } from '@/client/app/router';
import { companyQueryKey, companyQueryOptions } from '@/client/lib/company/get-company';
import { installGlobalErrorLogging } from '@/client/lib/global-error-logging';
import { readInlinedData } from '@/client/lib/inlined-data';
import { createQueryClient } from '@/client/lib/query-client';
import './styles.css';

// zod's faster parsers are compiled with new Function, which the CSP forbids; its probe for that
// is caught, but the browser still reports a violation on every page that validates a form.
configureZod({ jitless: true });
installGlobalErrorLogging();

const queryClient = createQueryClient();
// The server inlines the company's branding into the page; without it (the dev server),
// fetch it while the first page's code downloads.
const inlinedCompany = readInlinedData<CompanyBranding>('company');
if (inlinedCompany) queryClient.setQueryData(companyQueryKey, inlinedCompany);
else void queryClient.prefetchQuery(companyQueryOptions());
const router = createAppRouter();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);

// Production builds only: the worker precaches built files, which the dev server has not got.
// After load, so its downloads never compete with the first page's.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => void import('@/client/lib/pwa/register-service-worker').then((m) => m.registerServiceWorker()), { once: true });
}
