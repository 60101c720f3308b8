import { ServicePageView } from '@/client/features/marketing/components/service-page';

export default function MaintenancePage() {
  return <ServicePageView page="maintenance" title="Maintenance" faqCategories={['aftercare']} />;
}
