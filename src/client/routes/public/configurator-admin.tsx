import { ensureQueries } from '@/client/app/route-data';
import { adminOptionsQueryOptions } from '@/client/features/configurator/api/get-admin-options';
import { ConfiguratorAdminView } from '@/client/features/configurator/components/configurator-admin-view';
import { StaffOnly } from '@/client/components/auth/staff-only';
import { PageHero } from '@/client/components/layout/page-hero';
import { staffPageLoader } from '../staff/staff-page-loader';

/** Who is signed in (staff only past the notice), then every option, unavailable ones included. */
export const loader = staffPageLoader((queryClient) => ensureQueries(queryClient, [adminOptionsQueryOptions()]));

export default function ConfiguratorAdminPage() {
  return (
    <>
      <PageHero eyebrow="Configurator" title="Configurator admin" description="The options, prices and sizes buyers choose from in the online configurator." />
      <section aria-label="Options" className="mx-auto max-w-5xl px-4 py-12 sm:px-6 lg:px-8">
        <StaffOnly signInTitle="Sign in to manage the configurator">
          <ConfiguratorAdminView />
        </StaffOnly>
      </section>
    </>
  );
}
