import { PRODUCT_NAME } from '@/shared/constants/product';
import { useSiteContent } from '@/client/features/marketing/api/get-site-content';
import { CallToAction } from '@/client/features/marketing/components/call-to-action';
import { HomeHero } from '@/client/features/marketing/components/home-hero';
import { HomeHighlights } from '@/client/features/marketing/components/home-highlights';
import { HomeMore } from '@/client/features/marketing/components/home-more';
import { WithSiteContent } from '@/client/features/marketing/components/site-content-state';
import { useCompany } from '@/client/lib/company/get-company';

export default function HomePage() {
  const { company } = useCompany();
  const { data } = useSiteContent();
  return (
    <>
      <HomeHero companyName={company?.name ?? PRODUCT_NAME} content={data} />
      <WithSiteContent>
        {(content) => (
          <>
            <HomeHighlights content={content} />
            <HomeMore content={content} />
          </>
        )}
      </WithSiteContent>
      <CallToAction />
    </>
  );
}
