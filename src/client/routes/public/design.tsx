import { ServicePageView } from '@/client/features/marketing/components/service-page';

export default function DesignPage() {
  return <ServicePageView page="design" title="Design Consultation" faqCategories={['design', 'planning']} />;
}
