import { ShieldCheck } from 'lucide-react';
import type { SiteContent } from '@/shared/schemas/site-content';
import { CheckList } from './check-list';
import { MarketingSection } from './marketing-section';

/** The cladding colours (a swatch beside each name) and why composite is worth having. */
export function CompositeBody({ composite }: { composite: SiteContent['composite'] }) {
  return (
    <>
      <MarketingSection id="colours" title="Colours" intro={`Choose from ${composite.colours.length} colours, all with the same ${composite.guaranteeYears}-year guarantee.`}>
        <ul aria-label="Cladding colours" className="grid grid-cols-2 gap-5 sm:grid-cols-3 lg:grid-cols-6">
          {composite.colours.map((colour) => (
            <li key={colour.name} className="overflow-hidden rounded-2xl border border-border bg-surface shadow-xs">
              {/* The boards' look: a swatch with a hint of the board grooves. Decorative: the name says which colour. */}
              <div
                aria-hidden="true"
                className="h-28 border-b border-border"
                style={{
                  backgroundColor: colour.hex,
                  backgroundImage: 'repeating-linear-gradient(180deg, transparent 0 26px, rgb(0 0 0 / 0.14) 26px 28px)',
                }}
              />
              <p className="px-4 py-3 font-semibold">{colour.name}</p>
            </li>
          ))}
        </ul>
      </MarketingSection>
      <MarketingSection id="benefits" title="Why composite" band>
        <div className="grid gap-12 lg:grid-cols-[1.4fr_1fr]">
          <CheckList items={composite.benefits} label="Benefits of composite cladding" />
          <div className="flex flex-col items-start gap-4 rounded-2xl bg-brand-subtle p-7">
            <ShieldCheck aria-hidden="true" className="size-8 text-brand-ink" />
            <p className="font-display text-4xl font-semibold text-brand-ink">{composite.guaranteeYears} years</p>
            <p className="leading-relaxed">
              Our composite cladding is guaranteed for {composite.guaranteeYears} years against rot, splitting and fading beyond normal weathering.
            </p>
          </div>
        </div>
      </MarketingSection>
    </>
  );
}
