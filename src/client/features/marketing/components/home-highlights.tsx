import { ArrowRight, Laptop, Palette, Trees } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/client/lib/paths';

const PRODUCTS = [
  {
    title: 'Garden Rooms',
    href: paths.products.gardenRooms,
    text: 'A warm, light room at the end of the garden, for family, guests or quiet.',
    Icon: Trees,
  },
  {
    title: 'Home Offices',
    href: paths.products.homeOffices,
    text: 'A short walk to work: insulated, wired and ready for a full day at the desk.',
    Icon: Laptop,
  },
  {
    title: 'Studios',
    href: paths.products.studios,
    text: 'Space and light for making things: painting, music, fitness or a workshop.',
    Icon: Palette,
  },
];

const STEPS = [
  { title: 'Design', text: 'We plan size, cladding, glazing and electrics with you, and survey the site.' },
  { title: 'Build', text: 'Your building is made to order and checked before it leaves the workshop.' },
  { title: 'Install', text: 'Our own team installs it, usually in a few days, and hands you the keys.' },
];

export function HomeHighlights() {
  return (
    <>
      <section aria-labelledby="products-title" className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
        <h2 id="products-title" className="font-display text-3xl font-semibold tracking-tight">
          Made for the way you live
        </h2>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {PRODUCTS.map(({ title, href, text, Icon }) => (
            <li key={href}>
              <Link
                to={href}
                className="group flex h-full flex-col rounded-2xl border border-border bg-surface p-7 shadow-xs transition-shadow hover:shadow-md"
              >
                <span className="flex size-11 items-center justify-center rounded-xl bg-brand-subtle text-brand-ink">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <span className="mt-5 font-display text-xl font-semibold">{title}</span>
                <span className="mt-2 flex-1 leading-relaxed text-muted">{text}</span>
                <span className="mt-5 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-ink">
                  Learn more
                  <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-0.5" />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="steps-title" className="border-y border-border bg-surface">
        <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
          <h2 id="steps-title" className="font-display text-3xl font-semibold tracking-tight">
            From first sketch to finished room
          </h2>
          <ol className="mt-10 grid gap-8 md:grid-cols-3">
            {STEPS.map((step, index) => (
              <li key={step.title} className="border-t-2 border-secondary pt-5">
                <p className="text-sm font-semibold text-muted">Step {index + 1}</p>
                <h3 className="mt-1 font-display text-xl font-semibold">{step.title}</h3>
                <p className="mt-2 leading-relaxed text-muted">{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>
    </>
  );
}
