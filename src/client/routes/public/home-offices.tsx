import { ProductPageView } from '@/client/features/marketing/components/product-page';

export default function HomeOfficesPage() {
  return <ProductPageView page="homeOffices" title="Home Offices" singular="home office" />;
}
