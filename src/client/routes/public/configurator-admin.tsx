import { ComingSoonPage } from '@/client/features/marketing/components/coming-soon-page';

export default function ConfiguratorAdminPage() {
  return (
    <ComingSoonPage
      eyebrow="Configurator"
      title="Configurator Admin"
      description="Manage the options and prices offered in the online configurator."
      comingSoon="Tools for managing configurator options are coming soon."
    />
  );
}
