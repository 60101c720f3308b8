import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { FAQ_CATEGORIES, type SiteContent } from '@/shared/schemas/site-content';
import { FAQ_CATEGORY_LABELS, FaqList } from './faq-list';
import { MarketingSection } from './marketing-section';
import { PlanningGuidance } from './planning-guidance';

/**
 * Every question by category, with the planning guidance under its own anchor (#planning)
 * so product and pricing pages can link straight to it.
 */
export function FaqsBody({ content }: { content: SiteContent }) {
  const groups = FAQ_CATEGORIES.map((category) => ({ category, faqs: content.faqs.filter((faq) => faq.category === category) })).filter(
    (group) => group.faqs.length > 0,
  );
  useScrollToHash();

  return (
    <>
      <nav aria-label="Question topics" className="border-b border-border bg-surface">
        <ul className="mx-auto flex max-w-7xl flex-wrap gap-2 px-4 py-4 sm:px-6 lg:px-8">
          <li>
            <a href="#planning" className="inline-flex h-10 items-center rounded-full border border-border px-4 text-sm font-medium hover:bg-subtle">
              Planning guidance
            </a>
          </li>
          {groups.map(({ category }) => (
            <li key={category}>
              <a href={`#faq-${category}`} className="inline-flex h-10 items-center rounded-full border border-border px-4 text-sm font-medium hover:bg-subtle">
                {FAQ_CATEGORY_LABELS[category]}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <MarketingSection id="planning" title="Planning guidance">
        <PlanningGuidance planning={content.planning} showLink={false} />
      </MarketingSection>
      {groups.map(({ category, faqs }, index) => (
        <MarketingSection key={category} id={`faq-${category}`} title={FAQ_CATEGORY_LABELS[category]} band={index % 2 === 0}>
          <FaqList faqs={faqs} label={FAQ_CATEGORY_LABELS[category]} />
        </MarketingSection>
      ))}
    </>
  );
}

/**
 * A link like /faqs#planning arrives before the content does, so the router's own scroll
 * finds nothing; once the sections exist, bring the named one into view.
 */
function useScrollToHash() {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    target?.scrollIntoView?.({ block: 'start' });
  }, [hash]);
}
