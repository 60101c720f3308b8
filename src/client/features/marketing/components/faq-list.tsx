import { ChevronDown } from 'lucide-react';
import type { Faq, FaqCategory } from '@/shared/schemas/site-content';

export const FAQ_CATEGORY_LABELS: Record<FaqCategory, string> = {
  planning: 'Planning and building regulations',
  design: 'Design',
  building: 'The building',
  pricing: 'Prices and payment',
  installation: 'Delivery and installation',
  aftercare: 'Guarantees and aftercare',
};

/**
 * Questions that open in place. Native details/summary: keyboard and screen-reader support
 * come with the browser, the answers are in the page for search and find-in-page, and no
 * script is needed to open one.
 */
export function FaqList({ faqs, label }: { faqs: Faq[]; label: string }) {
  return (
    <ul aria-label={label} className="divide-y divide-border overflow-hidden rounded-2xl border border-border bg-surface">
      {faqs.map((faq) => (
        <li key={faq.question}>
          <details className="group">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-left font-semibold hover:bg-subtle focus-visible:-outline-offset-2 sm:px-6 [&::-webkit-details-marker]:hidden">
              {faq.question}
              <ChevronDown aria-hidden="true" className="size-5 shrink-0 text-muted transition-transform group-open:rotate-180" />
            </summary>
            <p className="px-5 pb-5 leading-relaxed whitespace-pre-line text-muted sm:px-6">{faq.answer}</p>
          </details>
        </li>
      ))}
    </ul>
  );
}
