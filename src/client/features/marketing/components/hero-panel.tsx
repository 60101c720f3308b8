import type { ReactNode } from 'react';
import type { ProductRange, ServicePage, SiteContent } from '@/shared/schemas/site-content';
import { formatFromPrice } from '@/shared/money';
import { formatSize } from '../format';

/** A frosted card beside a hero's text on wide screens, summing up the page at a glance. */
export function HeroPanel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="ml-auto max-w-md rounded-3xl border border-white/20 bg-white/10 p-7 shadow-2xl backdrop-blur-sm">
      <p className="text-sm font-semibold tracking-[0.14em] text-white/80 uppercase">{title}</p>
      <div className="mt-4">{children}</div>
    </div>
  );
}

/** Each range (or tier) with its size and "from" price. */
export function HeroPrices({ items }: { items: Pick<ProductRange, 'name' | 'widthM' | 'depthM' | 'fromPence'>[] }) {
  return (
    <HeroPanel title="Sizes and prices">
      <ul className="divide-y divide-white/15">
        {items.map((item) => (
          <li key={item.name} className="flex items-baseline justify-between gap-4 py-3">
            <span>
              <span className="block font-semibold">{item.name}</span>
              <span className="text-sm text-white/80">{formatSize(item.widthM, item.depthM)}</span>
            </span>
            <span className="text-right whitespace-nowrap">
              <span className="text-sm text-white/80">from </span>
              <span className="font-display text-xl font-semibold">{formatFromPrice(item.fromPence)}</span>
            </span>
          </li>
        ))}
      </ul>
      <p className="mt-3 text-sm text-white/80">Including VAT at 20%, delivery and installation.</p>
    </HeroPanel>
  );
}

/** A service's steps, in a line each. */
export function HeroSteps({ steps }: { steps: ServicePage['steps'] }) {
  return (
    <HeroPanel title="How it works">
      <ol className="space-y-3">
        {steps.map((step, index) => (
          <li key={step.title} className="flex items-center gap-3">
            <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-white/15 text-sm font-semibold">{index + 1}</span>
            <span className="font-medium">{step.title}</span>
          </li>
        ))}
      </ol>
    </HeroPanel>
  );
}

/** The cladding colours as a palette, named beneath. */
export function HeroColours({ composite }: { composite: SiteContent['composite'] }) {
  return (
    <HeroPanel title={`${composite.guaranteeYears}-year guarantee`}>
      <ul className="grid grid-cols-3 gap-3">
        {composite.colours.map((colour) => (
          <li key={colour.name} className="text-sm">
            <span aria-hidden="true" className="block h-14 rounded-xl border border-white/30" style={{ backgroundColor: colour.hex }} />
            <span className="mt-1.5 block text-white/90">{colour.name}</span>
          </li>
        ))}
      </ul>
    </HeroPanel>
  );
}
