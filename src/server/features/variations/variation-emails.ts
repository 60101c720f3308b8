import { describeDaysAdded, formatPriceChange } from '../../../shared/schemas/variations';
import type { Contact, CustomerEmail, ProjectCustomer } from '../../lib/email/customer-email';
import { composedEmail, portalAction } from '../../lib/email/customer-email';
import { text } from '../../lib/email/templates/email-content';

export interface VariationFacts {
  companyName: string;
  title: string;
  priceChangePence: number;
  daysAdded: number;
  link: string;
}

/** To the customer: a variation waits for their answer. The details are in the portal, where they approve or decline it. */
export function variationProposedEmail(customer: ProjectCustomer, v: VariationFacts): CustomerEmail {
  return composedEmail({
    subject: `${v.companyName}: a variation to your order awaits your approval – ${v.title}`,
    heading: 'A variation awaits your approval',
    greeting: `Dear ${customer.name},`,
    blocks: [
      text(`We have proposed a change to your order for ${customer.projectName}: "${v.title}".`, 'Nothing changes unless you approve it. Please read it in the portal, then approve it or tell us why not.'),
      {
        kind: 'details',
        rows: [
          { label: 'Variation', value: v.title },
          { label: 'Price change', value: formatPriceChange(v.priceChangePence) },
          { label: 'Installation', value: describeDaysAdded(v.daysAdded) },
        ],
      },
      portalAction(v.link, 'read and answer it', 'Review the variation'),
    ],
    signature: [v.companyName],
  });
}

/** To the company's staff and admins: the customer approved or declined a variation. */
export function variationAnsweredNotice(
  member: Contact,
  v: VariationFacts & { customerName: string; projectName: string; outcome: 'approved' | 'declined'; reason: string | null },
): CustomerEmail {
  const approved = v.outcome === 'approved';
  return composedEmail({
    subject: `${v.companyName}: ${v.customerName} ${v.outcome} the variation "${v.title}"`,
    heading: approved ? 'A variation has been approved' : 'A variation has been declined',
    greeting: `Dear ${member.name},`,
    blocks: [
      text(
        `${v.customerName} ${v.outcome} the variation "${v.title}" for ${v.projectName} (${formatPriceChange(v.priceChangePence)}).`,
        approved ? 'The payment schedule has been updated, and the installation date moved if the variation added days.' : 'Nothing on the project has changed.',
      ),
      ...(v.reason ? [{ kind: 'quote' as const, label: 'Their reason:', text: v.reason }] : []),
      { kind: 'action', intro: 'See the project:', url: v.link, label: 'See the project', sameLine: true },
    ],
    signature: [v.companyName],
  });
}
