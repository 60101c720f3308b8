import { ComingSoonPage } from '@/client/features/marketing/components/coming-soon-page';

export default function ConfiguratorPage() {
  return (
    <ComingSoonPage
      eyebrow="Design your own"
      title="Configurator"
      description="Choose the size, cladding, glazing and electrics of your garden room and see the price as you go."
      comingSoon="The online configurator is coming soon."
    />
  );
}
