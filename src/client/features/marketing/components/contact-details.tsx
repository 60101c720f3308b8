import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import type { SiteContent } from '@/shared/schemas/site-content';

/** How to reach the company, from its own content; rows it has not published are left out. */
export function ContactDetails({ contact }: { contact: SiteContent['contact'] }) {
  const { phone, email, address, openingHours } = contact;
  return (
    <dl className="grid gap-6 sm:grid-cols-2">
      {phone && (
        <Row icon={<Phone aria-hidden="true" className="size-5" />} term="Phone">
          <a href={`tel:${phone.replace(/\s+/g, '')}`} className="rounded-sm font-semibold text-brand-ink hover:underline">
            {phone}
          </a>
        </Row>
      )}
      {email && (
        <Row icon={<Mail aria-hidden="true" className="size-5" />} term="Email">
          <a href={`mailto:${email}`} className="rounded-sm font-semibold break-all text-brand-ink hover:underline">
            {email}
          </a>
        </Row>
      )}
      {address && (
        <Row icon={<MapPin aria-hidden="true" className="size-5" />} term="Workshop">
          <address className="not-italic">
            {address.lines.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
            <span className="block">{[address.town, address.county].filter(Boolean).join(', ')}</span>
            <span className="block">{address.postcode}</span>
          </address>
        </Row>
      )}
      {openingHours.length > 0 && (
        <Row icon={<Clock aria-hidden="true" className="size-5" />} term="Opening hours">
          <ul>
            {openingHours.map((row) => (
              <li key={row.days}>
                {row.days}: {row.hours}
              </li>
            ))}
          </ul>
        </Row>
      )}
    </dl>
  );
}

function Row({ icon, term, children }: { icon: ReactNode; term: string; children: ReactNode }) {
  // dt and dd sit directly in the div (the only wrapper a dl allows); the icon hangs in the padding.
  return (
    <div className="relative min-h-10 pl-14">
      <dt className="text-sm text-muted">
        <span className="absolute top-0 left-0 flex size-10 items-center justify-center rounded-full bg-brand-subtle text-brand-ink">{icon}</span>
        {term}
      </dt>
      <dd className="mt-0.5 leading-relaxed">{children}</dd>
    </div>
  );
}
