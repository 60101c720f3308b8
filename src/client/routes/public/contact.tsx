import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { PRODUCT_NAME } from '@/shared/constants/product';
import { PageHero } from '@/client/components/layout/page-hero';
import { ContactDetails } from '@/client/features/leads/components/contact-details';
import { ContactForm } from '@/client/features/leads/components/contact-form';
import { useSiteContent } from '@/client/features/marketing/api/get-site-content';
import { useCompany } from '@/client/lib/company/get-company';
import { paths } from '@/client/lib/paths';

/** The company's published ways in (site content, when it has loaded) beside the enquiry form. */
export default function ContactPage() {
  const { company } = useCompany();
  const { data } = useSiteContent();
  return (
    <>
      <PageHero
        eyebrow="Get in touch"
        title="Contact Us"
        description="Questions about a garden room, or about a build already under way? Send us a message and we will reply within one working day."
      />
      {/* On phones: details, the form, then the demo card; on wide screens the form fills the right. */}
      <section aria-label="Contact" className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-[1fr_2fr] lg:grid-rows-[auto_1fr] lg:px-8">
        <ContactDetails companyName={company?.name ?? PRODUCT_NAME} contact={data?.contact ?? null} />
        <div className="rounded-2xl border border-border bg-surface p-5 shadow-xs sm:p-8 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start">
          <ContactForm />
        </div>
        <div className="h-fit rounded-2xl border border-border bg-subtle p-6">
          <h2 className="font-display text-lg font-semibold text-foreground">Rather see one for yourself?</h2>
          <p className="mt-1 text-sm text-muted">Book a half-hour demo by video call or at our show site.</p>
          <Link to={paths.demo} className="mt-3 inline-flex items-center gap-1.5 rounded-sm text-sm font-semibold text-brand-ink underline-offset-4 hover:underline">
            Book a Demo
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
      </section>
    </>
  );
}
