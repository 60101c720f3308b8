import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import type { SiteContent } from '@/shared/schemas/site-content';
import { telHref } from '../format';

type Contact = SiteContent['contact'];

function Detail({ icon: Icon, title, children }: { icon: typeof Phone; title: string; children: ReactNode }) {
  return (
    <div className="flex gap-4">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-subtle text-brand-ink">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <div className="min-w-0">
        <h3 className="text-sm font-semibold text-foreground">{title}</h3>
        <div className="mt-0.5 text-muted">{children}</div>
      </div>
    </div>
  );
}

/**
 * How to reach the company, from its published site content; before that loads, or where it
 * publishes nothing, the company's name and the form.
 */
export function ContactDetails({ companyName, contact }: { companyName: string; contact: Contact | null }) {
  const address = contact?.address;
  const hasDetails = Boolean(contact?.phone || contact?.email || address);
  return (
    <section aria-labelledby="contact-details-title" className="space-y-6">
      <div>
        <h2 id="contact-details-title" className="font-display text-2xl font-semibold text-foreground">
          {companyName}
        </h2>
        {!hasDetails && <p className="mt-1 text-muted">The quickest way to reach us is the form on this page.</p>}
      </div>
      {contact?.phone && (
        <Detail icon={Phone} title="Phone">
          <a href={telHref(contact.phone)} className="font-medium text-brand-ink underline-offset-4 hover:underline">
            {contact.phone}
          </a>
        </Detail>
      )}
      {contact?.email && (
        <Detail icon={Mail} title="Email">
          <a href={`mailto:${contact.email}`} className="font-medium break-all text-brand-ink underline-offset-4 hover:underline">
            {contact.email}
          </a>
        </Detail>
      )}
      {address && (
        <Detail icon={MapPin} title="Address">
          <address className="not-italic">
            {[...address.lines, address.town, ...(address.county ? [address.county] : []), address.postcode].map((line, i) => (
              <span key={i} className="block">
                {line}
              </span>
            ))}
          </address>
        </Detail>
      )}
      {contact && contact.openingHours.length > 0 && (
        <Detail icon={Clock} title="Opening hours">
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-0.5">
            {contact.openingHours.map((row) => (
              <div key={row.days} className="contents">
                <dt>{row.days}</dt>
                <dd className="text-foreground">{row.hours}</dd>
              </div>
            ))}
          </dl>
        </Detail>
      )}
      {contact && contact.areaServed.length > 0 && (
        <p className="text-sm text-muted">
          We design and install across {contact.areaServed.join(', ')}.
        </p>
      )}
    </section>
  );
}
