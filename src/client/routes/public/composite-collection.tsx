import { PageHero } from '@/client/components/layout/page-hero';
import { useSiteContent } from '@/client/features/marketing/api/get-site-content';
import { CallToAction } from '@/client/features/marketing/components/call-to-action';
import { CompositeBody } from '@/client/features/marketing/components/composite-view';
import { HeroActions } from '@/client/features/marketing/components/hero-actions';
import { HeroColours } from '@/client/features/marketing/components/hero-panel';
import { WithSiteContent } from '@/client/features/marketing/components/site-content-state';

export default function CompositeCollectionPage() {
  const { data } = useSiteContent();
  return (
    <>
      <PageHero
        eyebrow="Low maintenance"
        title="Composite Collection"
        description={data?.composite.headline}
        intro={data?.composite.intro}
        aside={data && <HeroColours composite={data.composite} />}
      >
        <HeroActions />
      </PageHero>
      <WithSiteContent>{(content) => <CompositeBody composite={content.composite} />}</WithSiteContent>
      <CallToAction title="See your room in your colour" />
    </>
  );
}
