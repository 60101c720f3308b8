import { composedEmail, type CustomerEmail } from '../lib/email/customer-email';
import { text } from '../lib/email/templates/email-content';

interface PasswordResetFacts {
  name: string;
  companyName: string;
  link: string;
}

/**
 * The email a "Forgot password?" request sends. It carries a secret, so it says the link works
 * once and for an hour, and that doing nothing keeps the current password.
 */
export function passwordResetEmail(f: PasswordResetFacts & { portalUrl?: string }): CustomerEmail {
  return composedEmail(
    {
      subject: `${f.companyName}: reset your password`,
      heading: 'Reset your password',
      greeting: `Dear ${f.name},`,
      blocks: [
        {
          kind: 'action',
          intro: `Someone asked to reset the password of your ${f.companyName} account. To choose a new password, open this link. It works once, for one hour:`,
          url: f.link,
          label: 'Choose a new password',
        },
        text('Once you have chosen a new password, you are signed out everywhere else.'),
        text('If you did not ask for this, you can ignore this email: your password stays as it is.'),
      ],
      signature: [f.companyName],
    },
    f.portalUrl,
  );
}
