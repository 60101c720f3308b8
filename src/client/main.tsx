import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { Providers } from '@/client/app/providers';
import { createAppRouter } from '@/client/app/router';
import { companyQueryOptions } from '@/client/lib/company/get-company';
import { installGlobalErrorLogging } from '@/client/lib/global-error-logging';
import { createQueryClient } from '@/client/lib/query-client';
import './styles.css';

installGlobalErrorLogging();

const queryClient = createQueryClient();
// Fetch the branding while the first page's code downloads.
void queryClient.prefetchQuery(companyQueryOptions());
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
