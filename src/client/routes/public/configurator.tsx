import { ensureQueries, type PageLoader } from '@/client/app/route-data';
import { PageHero } from '@/client/components/layout/page-hero';
import { optionsQueryOptions } from '@/client/features/configurator/api/get-options';
import { ConfiguratorView } from '@/client/features/configurator/components/configurator-view';

/** The company's options and their prices. */
export const loader: PageLoader = async (queryClient) => {
  await ensureQueries(queryClient, [optionsQueryOptions()]);
};

export default function ConfiguratorPage() {
  return (
    <>
      <PageHero
        eyebrow="Design your own"
        title="Configure your garden room"
        description="Choose the size, cladding, glazing and electrics of your garden room and see the price as you go, VAT included."
      />
      <section aria-label="Configurator" className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <ConfiguratorView />
      </section>
    </>
  );
}
