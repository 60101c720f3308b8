import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import type { ProductPageKey } from '@/shared/schemas/site-content';
import { PageHero } from '@/client/components/layout/page-hero';
import { paths } from '@/client/lib/paths';
import { useSiteContent } from '../api/get-site-content';
import { CallToAction } from './call-to-action';
import { CheckList } from './check-list';
import { HeroActions } from './hero-actions';
import { HeroPrices } from './hero-panel';
import { MarketingSection } from './marketing-section';
import { PlanningGuidance } from './planning-guidance';
import { RangeCards } from './range-cards';
import { ReviewsList } from './reviews-list';
import { WithSiteContent } from './site-content-state';

interface ProductPageProps {
  page: ProductPageKey;
  /** The page's name, as the menu says it; the h1 whatever the company writes. */
  title: string;
  /** "garden room", for sentences like "Every garden room includes". */
  singular: string;
}

/** Garden Rooms, Home Offices and Studios: one layout, each company's own words and prices. */
export function ProductPageView({ page, title, singular }: ProductPageProps) {
  const { data } = useSiteContent();
  const product = data?.products[page];
  return (
    <>
      <PageHero
        eyebrow="Products"
        title={title}
        description={product?.headline}
        intro={product?.intro}
        aside={product && <HeroPrices items={product.ranges} />}
      >
        <HeroActions />
      </PageHero>
      <WithSiteContent>
        {(content) => {
          const { ranges, included, idealFor } = content.products[page];
          return (
            <>
              <MarketingSection
                id="ranges"
                title="Sizes and prices"
                intro="Every size can be adapted: move the doors, add windows, change the cladding. Prices include VAT at 20%, the base, delivery and installation."
              >
                <RangeCards ranges={ranges} label={`${title} ranges`} />
                <Link to={paths.pricing} className="mt-8 inline-flex items-center gap-1.5 rounded-sm font-semibold text-brand-ink hover:underline">
                  Compare all our prices
                  <ArrowRight aria-hidden="true" className="size-4" />
                </Link>
              </MarketingSection>
              <MarketingSection id="included" title={`What every ${singular} includes`} band>
                <div className="grid gap-12 lg:grid-cols-[1.4fr_1fr]">
                  <CheckList items={included} label="Included" columns={2} />
                  <div className="rounded-2xl bg-subtle p-6">
                    <h3 className="font-display text-xl font-semibold">Ideal for</h3>
                    <ul className="mt-4 flex flex-wrap gap-2">
                      {idealFor.map((use) => (
                        <li key={use} className="rounded-full border border-border bg-surface px-3.5 py-1.5 text-sm">
                          {use}
                        </li>
                      ))}
                    </ul>
                  </div>
                </div>
              </MarketingSection>
              <MarketingSection id="planning" title="Do I need planning permission?">
                <PlanningGuidance planning={content.planning} detail="summary" />
              </MarketingSection>
              {content.reviews.length > 0 && (
                <MarketingSection id="reviews" title="What our customers say" band>
                  <ReviewsList reviews={content.reviews.slice(0, 3)} />
                </MarketingSection>
              )}
            </>
          );
        }}
      </WithSiteContent>
      <CallToAction title={`Design your ${singular}`} />
    </>
  );
}
