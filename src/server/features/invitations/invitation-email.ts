import type { Role } from '../../../shared/constants/roles';
import { londonDate } from '../../../shared/dates';
import { composedEmail, type CustomerEmail } from '../../lib/email/customer-email';
import { text } from '../../lib/email/templates/email-content';

interface InvitationFacts {
  name: string;
  role: Role;
  companyName: string;
  link: string;
  expiresAt: Date;
}

const teamAccount = (kind: string) => ({
  heading: 'Set up your account',
  subject: (company: string) => `${company}: set up your Arbour account`,
  what: (company: string) => `You have been given a ${kind} account for ${company} on Arbour, where the team runs its customers’ projects.`,
});

/** What the invitation says about the account it opens: a customer's portal, or a place on the team. */
const ACCOUNT: Record<Role, { heading: string; subject: (company: string) => string; what: (company: string) => string }> = {
  customer: {
    heading: 'Your customer portal is ready',
    subject: (company) => `${company}: your customer portal is ready`,
    what: (company) =>
      `${company} has set up your customer portal. There you can follow your garden room project, see your payment schedule, share photos and documents, and message the team.`,
  },
  staff: teamAccount('staff'),
  admin: teamAccount('administrator'),
};

/**
 * The one email that carries a secret: the link sets the password, so it says how long it
 * works and that it works once, and tells anyone who did not expect it to ignore it.
 */
export function invitationEmail(f: InvitationFacts & { portalUrl?: string }): CustomerEmail {
  const account = ACCOUNT[f.role];
  return composedEmail(
    {
      subject: account.subject(f.companyName),
      heading: account.heading,
      greeting: `Dear ${f.name},`,
      blocks: [
        text(account.what(f.companyName)),
        { kind: 'action', intro: `Choose a password to get started. The link works once, until ${londonDate(f.expiresAt)}:`, url: f.link, label: 'Choose a password' },
        text('If you were not expecting this email, you can ignore it.'),
      ],
      signature: [f.companyName],
    },
    f.portalUrl,
  );
}
