import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { formatPence } from '@/shared/money';
import type { SiteContent } from '@/shared/schemas/site-content';
import { buttonVariants } from '@/client/components/ui/button';
import { cn } from '@/client/lib/cn';
import { paths } from '@/client/lib/paths';
import { formatArea, formatSize, splitByStages } from '../format';
import { CheckList } from './check-list';
import { FaqList } from './faq-list';
import { MarketingSection } from './marketing-section';
import { PlanningGuidance } from './planning-guidance';
import { PriceFrom } from './range-cards';

/** The pricing page's body: tiers, what every build includes, how payment works. */
export function PricingBody({ content }: { content: SiteContent }) {
  const { tiers, included, payment } = content.pricing;
  const faqs = content.faqs.filter((faq) => faq.category === 'pricing');
  return (
    <>
      <MarketingSection id="tiers" title="Prices by size" intro="The price you see is the price you pay for that size and specification, including VAT at 20%.">
        <ul aria-label="Price tiers" className="grid gap-6 md:grid-cols-2 xl:grid-cols-4">
          {tiers.map((tier) => (
            <li key={tier.name} className="flex flex-col rounded-2xl border border-border bg-surface p-6 shadow-xs">
              <h3 className="font-display text-2xl font-semibold">{tier.name}</h3>
              <p className="mt-1 text-sm font-medium text-muted">
                {formatSize(tier.widthM, tier.depthM)} · {formatArea(tier.widthM, tier.depthM)}
              </p>
              <PriceFrom pence={tier.fromPence} className="mt-5" />
              <p className="mt-4 leading-relaxed">{tier.description}</p>
              {tier.features.length > 0 && <CheckList items={tier.features} label={`${tier.name} features`} className="mt-5 flex-1 text-sm" />}
              <Link to={paths.configurator} className={buttonVariants({ variant: 'secondary', className: 'mt-6 w-full' })}>
                Configure yours <span className="sr-only">from the {tier.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      </MarketingSection>
      <MarketingSection id="included" title="What every build includes" band>
        <CheckList items={included} label="Included in every build" columns={2} />
      </MarketingSection>
      <MarketingSection id="payment" title="How payment works" intro={payment.intro}>
        <PaymentStages stages={payment.stages} example={tiers[0] && { name: tiers[0].name, pence: tiers[0].fromPence }} />
      </MarketingSection>
      <MarketingSection id="planning" title="Planning permission" band>
        <PlanningGuidance planning={content.planning} detail="summary" />
      </MarketingSection>
      {faqs.length > 0 && (
        <MarketingSection id="questions" title="Questions about prices and payment">
          <FaqList faqs={faqs} label="Questions about prices and payment" />
        </MarketingSection>
      )}
    </>
  );
}

/** Columns by count, so three stages fill the row rather than leaving a gap for a fourth. */
const STAGE_COLUMNS: Record<number, string> = { 1: '', 2: 'md:grid-cols-2', 3: 'md:grid-cols-3', 4: 'md:grid-cols-2 xl:grid-cols-4' };

function PaymentStages({ stages, example }: { stages: SiteContent['pricing']['payment']['stages']; example?: { name: string; pence: number } }) {
  const amounts = example ? splitByStages(example.pence, stages.map((s) => s.percent)) : null;
  return (
    <div>
      {example && (
        <p className="mb-6 text-muted">
          Example amounts are for our {example.name} at {formatPence(example.pence)}.
        </p>
      )}
      <ol aria-label="Payment stages" className={cn('grid gap-6', STAGE_COLUMNS[stages.length] ?? 'md:grid-cols-3')}>
        {stages.map((stage, index) => (
          <li key={stage.label} className="rounded-2xl border border-border bg-surface p-6">
            <p className="text-sm font-semibold text-muted">Payment {index + 1}</p>
            <p className="mt-2 font-display text-4xl font-semibold text-brand-ink">{stage.percent}%</p>
            <h3 className="mt-2 text-lg font-semibold">{stage.label}</h3>
            <p className="mt-1 leading-relaxed text-muted">{stage.due}</p>
            {amounts && (
              <p className="mt-4 border-t border-border pt-3">
                <span className="sr-only">Example: </span>
                <span className="font-semibold">{formatPence(amounts[index]!)}</span>
              </p>
            )}
          </li>
        ))}
      </ol>
      <p className="mt-8 text-sm leading-relaxed text-muted">
        Each payment is made by bank transfer, and shows in your customer portal with its reference.{' '}
        <Link to={`${paths.faqs}#faq-pricing`} className="inline-flex items-center gap-1 rounded-sm font-semibold whitespace-nowrap text-brand-ink hover:underline">
          Payment FAQs
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </p>
    </div>
  );
}
