import { PageHero } from '@/client/components/layout/page-hero';
import { useSiteContent } from '@/client/features/marketing/api/get-site-content';
import { CallToAction } from '@/client/features/marketing/components/call-to-action';
import { HeroActions } from '@/client/features/marketing/components/hero-actions';
import { HeroPrices } from '@/client/features/marketing/components/hero-panel';
import { PricingBody } from '@/client/features/marketing/components/pricing-view';
import { WithSiteContent } from '@/client/features/marketing/components/site-content-state';

export default function PricingPage() {
  const { data } = useSiteContent();
  return (
    <>
      <PageHero eyebrow="Clear prices" title="Pricing" description={data?.pricing.intro} aside={data && <HeroPrices items={data.pricing.tiers} />}>
        <HeroActions />
      </PageHero>
      <WithSiteContent>{(content) => <PricingBody content={content} />}</WithSiteContent>
      <CallToAction title="Get your exact price" text="Choose your size and options in the configurator and see the price, including VAT, as you go." />
    </>
  );
}
