import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import type { SiteContent } from '@/shared/schemas/site-content';
import { paths } from '@/client/lib/paths';
import { formatList } from '../format';
import { ContactDetails } from './contact-details';
import { FaqList } from './faq-list';
import { MarketingSection } from './marketing-section';
import { PlanningGuidance } from './planning-guidance';
import { averageRating, ReviewsList } from './reviews-list';

/** The home page below its products: reviews, planning, common questions and how to reach us. */
export function HomeMore({ content }: { content: SiteContent }) {
  const rating = averageRating(content.reviews);
  const hasContact = Boolean(content.contact.phone || content.contact.email || content.contact.address || content.contact.openingHours.length);
  return (
    <>
      {content.reviews.length > 0 && (
        <MarketingSection
          id="reviews"
          title="What our customers say"
          intro={rating ? `An average of ${rating} out of 5 from ${content.reviews.length} customers.` : undefined}
        >
          <ReviewsList reviews={content.reviews.slice(0, 3)} />
        </MarketingSection>
      )}
      <MarketingSection id="planning" title="Do I need planning permission?" band>
        <PlanningGuidance planning={content.planning} detail="summary" />
      </MarketingSection>
      {content.faqs.length > 0 && (
        <MarketingSection id="questions" title="Common questions">
          <FaqList faqs={content.faqs.slice(0, 4)} label="Common questions" />
          <Link to={paths.faqs} className="mt-6 inline-flex items-center gap-1.5 rounded-sm font-semibold text-brand-ink hover:underline">
            See all questions
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </MarketingSection>
      )}
      {hasContact && (
        <MarketingSection id="talk-to-us" title="Talk to us" band intro={`We build across ${formatList(content.contact.areaServed)}.`}>
          <ContactDetails contact={content.contact} />
        </MarketingSection>
      )}
    </>
  );
}
