import type { Role } from '../../../shared/constants/roles';
import type { CustomerEmail } from '../../lib/email/customer-email';

interface InvitationFacts {
  name: string;
  role: Role;
  companyName: string;
  link: string;
  expiresAt: Date;
}

const LONDON_DATE = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/London' });

/**
 * The one email that carries a secret: the link sets the password, so it says how long it
 * works and that it works once, and tells anyone who did not expect it to ignore it.
 */
export function invitationEmail(f: InvitationFacts): CustomerEmail {
  const what =
    f.role === 'customer'
      ? [`${f.companyName} has set up your customer portal. There you can follow your garden room project, see your payment schedule, share photos and documents, and message the team.`]
      : [`You have been given a ${f.role === 'admin' ? 'administrator' : 'staff'} account for ${f.companyName} on Arbour, where the team runs its customers’ projects.`];
  return {
    subject: f.role === 'customer' ? `${f.companyName}: your customer portal is ready` : `${f.companyName}: set up your Arbour account`,
    textBody: [
      `Dear ${f.name},`,
      '',
      ...what,
      '',
      `Choose a password to get started. The link works once, until ${LONDON_DATE.format(f.expiresAt)}:`,
      f.link,
      '',
      'If you were not expecting this email, you can ignore it.',
      '',
      f.companyName,
    ].join('\n'),
  };
}
