import { Check } from 'lucide-react';
import { ensureQueries, type PageLoader } from '@/client/app/route-data';
import { PageHero } from '@/client/components/layout/page-hero';
import { demoSlotsQueryOptions } from '@/client/features/leads/api/demo-slots';
import { DemoBooking } from '@/client/features/leads/components/demo-booking';

/** The team's free times for a demo. */
export const loader: PageLoader = async (queryClient) => {
  await ensureQueries(queryClient, [demoSlotsQueryOptions()]);
};

const WHAT_YOU_SEE = [
  'Our range, sizes and finishes, with real prices including VAT',
  'How a build runs, from site survey to handover',
  'Planning permission and what applies to your garden',
  'Answers to your questions, with no obligation',
];

export default function DemoPage() {
  return (
    <>
      <PageHero
        eyebrow="See it for yourself"
        title="Book a Demo"
        description="Choose a time with our team for a video call or a visit to our show site, and we will walk you through designs, prices and the build."
      />
      <section aria-label="Book a demo" className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-[2fr_1fr] lg:px-8">
        <div className="rounded-2xl border border-border bg-surface p-5 shadow-xs sm:p-8">
          <DemoBooking />
        </div>
        <aside aria-labelledby="demo-includes-title" className="h-fit rounded-2xl border border-border bg-subtle p-6">
          <h2 id="demo-includes-title" className="font-display text-lg font-semibold text-foreground">
            In your demo
          </h2>
          <ul className="mt-4 space-y-3">
            {WHAT_YOU_SEE.map((item) => (
              <li key={item} className="flex gap-3 text-sm text-foreground">
                <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success-ink" />
                {item}
              </li>
            ))}
          </ul>
        </aside>
      </section>
    </>
  );
}
