import { ProductPageView } from '@/client/features/marketing/components/product-page';

export default function StudiosPage() {
  return <ProductPageView page="studios" title="Studios" singular="studio" />;
}
