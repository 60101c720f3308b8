import { ShieldCheck } from 'lucide-react';
import type { FaqCategory, ServicePageKey } from '@/shared/schemas/site-content';
import { PageHero } from '@/client/components/layout/page-hero';
import { useSiteContent } from '../api/get-site-content';
import { CallToAction } from './call-to-action';
import { CheckList } from './check-list';
import { FaqList } from './faq-list';
import { HeroActions } from './hero-actions';
import { HeroSteps } from './hero-panel';
import { MarketingSection } from './marketing-section';
import { WithSiteContent } from './site-content-state';
import { StepsList } from './steps-list';

interface ServicePageProps {
  page: ServicePageKey;
  title: string;
  /** The FAQ categories a visitor to this page is likely to ask about. */
  faqCategories: FaqCategory[];
}

/** Installation, Design Consultation and Maintenance: steps, what we do, and the promise after. */
export function ServicePageView({ page, title, faqCategories }: ServicePageProps) {
  const { data } = useSiteContent();
  const service = data?.services[page];
  return (
    <>
      <PageHero
        eyebrow="Services"
        title={title}
        description={service?.headline}
        intro={service?.intro}
        aside={service && <HeroSteps steps={service.steps} />}
      >
        <HeroActions />
      </PageHero>
      <WithSiteContent>
        {(content) => {
          const { steps, whatWeDo, aftercare } = content.services[page];
          const faqs = content.faqs.filter((faq) => faqCategories.includes(faq.category));
          return (
            <>
              <MarketingSection id="steps" title="How it works">
                <StepsList steps={steps} label={`${title}, step by step`} />
              </MarketingSection>
              <MarketingSection id="what-we-do" title="What we do" band>
                <div className="grid gap-12 lg:grid-cols-[1.4fr_1fr]">
                  <CheckList items={whatWeDo} label="What we do" />
                  <div className="rounded-2xl border border-border bg-background p-7">
                    <p className="flex items-center gap-3">
                      <span className="flex size-11 items-center justify-center rounded-full bg-brand-subtle text-brand-ink">
                        <ShieldCheck aria-hidden="true" className="size-5" />
                      </span>
                      {/* Named once: many titles already say "10-year guarantee". */}
                      {aftercare.guaranteeYears && !aftercare.title.includes(`${aftercare.guaranteeYears}-year`) && (
                        <span className="text-sm font-semibold text-brand-ink">{aftercare.guaranteeYears}-year guarantee</span>
                      )}
                    </p>
                    <h3 className="mt-4 font-display text-xl font-semibold">{aftercare.title}</h3>
                    <p className="mt-2 leading-relaxed text-muted">{aftercare.text}</p>
                  </div>
                </div>
              </MarketingSection>
              {faqs.length > 0 && (
                <MarketingSection id="questions" title="Questions we are often asked">
                  <FaqList faqs={faqs} label={`Questions about ${title.toLowerCase()}`} />
                </MarketingSection>
              )}
            </>
          );
        }}
      </WithSiteContent>
      <CallToAction />
    </>
  );
}
