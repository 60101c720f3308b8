import { ServicePageView } from '@/client/features/marketing/components/service-page';

export default function InstallationPage() {
  return <ServicePageView page="installation" title="Installation" faqCategories={['installation', 'building']} />;
}
