import { ArrowRight, Laptop, Palette, Trees } from 'lucide-react';
import { Link } from 'react-router';
import { formatFromPrice } from '@/shared/money';
import type { ProductPageKey, SiteContent } from '@/shared/schemas/site-content';
import { paths } from '@/client/lib/paths';

const PRODUCTS: { key: ProductPageKey; title: string; href: string; Icon: typeof Trees }[] = [
  { key: 'gardenRooms', title: 'Garden Rooms', href: paths.products.gardenRooms, Icon: Trees },
  { key: 'homeOffices', title: 'Home Offices', href: paths.products.homeOffices, Icon: Laptop },
  { key: 'studios', title: 'Studios', href: paths.products.studios, Icon: Palette },
];

const SERVICES = [
  { key: 'design', title: 'Design', href: paths.services.design, more: 'About design consultations' },
  { key: 'installation', title: 'Install', href: paths.services.installation, more: 'About installation' },
  { key: 'maintenance', title: 'Aftercare', href: paths.services.maintenance, more: 'About maintenance' },
] as const;

/** The three products with their lowest "from" price, then how the company works. */
export function HomeHighlights({ content }: { content: SiteContent }) {
  return (
    <>
      <section aria-labelledby="products-title" className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
        <h2 id="products-title" className="font-display text-3xl font-semibold tracking-tight">
          Made for the way you live
        </h2>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {PRODUCTS.map(({ key, title, href, Icon }) => {
            const product = content.products[key];
            const from = Math.min(...product.ranges.map((r) => r.fromPence));
            return (
              <li key={key}>
                <Link
                  to={href}
                  className="group flex h-full flex-col rounded-2xl border border-border bg-surface p-7 shadow-xs transition-shadow hover:shadow-md"
                >
                  <span className="flex size-11 items-center justify-center rounded-xl bg-brand-subtle text-brand-ink">
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  <span className="mt-5 font-display text-xl font-semibold">{title}</span>
                  <span className="mt-2 flex-1 leading-relaxed text-muted">{product.headline}</span>
                  <span className="mt-5 text-sm">
                    From <span className="font-display text-2xl font-semibold">{formatFromPrice(from)}</span>{' '}
                    <span className="text-muted">incl. VAT</span>
                  </span>
                  <span className="mt-4 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-ink">
                    See sizes and prices
                    <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-0.5" />
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </section>
      <section aria-labelledby="steps-title" className="border-y border-border bg-surface">
        <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
          <h2 id="steps-title" className="font-display text-3xl font-semibold tracking-tight">
            From first sketch to finished room
          </h2>
          <ol className="mt-10 grid gap-8 md:grid-cols-3">
            {SERVICES.map(({ key, title, href, more }, index) => (
              <li key={key} className="flex flex-col border-t-2 border-secondary pt-5">
                <p className="text-sm font-semibold text-muted">Step {index + 1}</p>
                <h3 className="mt-1 font-display text-xl font-semibold">{title}</h3>
                <p className="mt-2 flex-1 leading-relaxed text-muted">{content.services[key].headline}</p>
                <Link to={href} className="mt-4 inline-flex items-center gap-1.5 self-start rounded-sm text-sm font-semibold text-brand-ink hover:underline">
                  {more}
                  <ArrowRight aria-hidden="true" className="size-4" />
                </Link>
              </li>
            ))}
          </ol>
        </div>
      </section>
    </>
  );
}
