import { PRODUCT_NAME } from '@/shared/constants/product';
import { HomeHero } from '@/client/features/marketing/components/home-hero';
import { HomeHighlights } from '@/client/features/marketing/components/home-highlights';
import { useCompany } from '@/client/lib/company/get-company';

export default function HomePage() {
  const { company } = useCompany();
  return (
    <>
      <HomeHero companyName={company?.name ?? PRODUCT_NAME} />
      <HomeHighlights />
    </>
  );
}
