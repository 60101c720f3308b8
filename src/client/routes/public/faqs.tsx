import { PageHero } from '@/client/components/layout/page-hero';
import { CallToAction } from '@/client/features/marketing/components/call-to-action';
import { FaqsBody } from '@/client/features/marketing/components/faqs-view';
import { WithSiteContent } from '@/client/features/marketing/components/site-content-state';

export default function FaqsPage() {
  return (
    <>
      <PageHero
        eyebrow="FAQ"
        title="Frequently Asked Questions"
        description="Answers to the questions we hear most about planning, building and living with a garden room."
      />
      <WithSiteContent>{(content) => <FaqsBody content={content} />}</WithSiteContent>
      <CallToAction title="Still have a question?" text="Ask us anything, book a demo, or price your building in the configurator." />
    </>
  );
}
