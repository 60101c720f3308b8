import type { CustomerEmail } from '../lib/email/customer-email';

interface PasswordResetFacts {
  name: string;
  companyName: string;
  link: string;
}

/**
 * The email a "Forgot password?" request sends. It carries a secret, so it says the link works
 * once and for an hour, and that doing nothing keeps the current password.
 */
export function passwordResetEmail(f: PasswordResetFacts): CustomerEmail {
  return {
    subject: `${f.companyName}: reset your password`,
    textBody: [
      `Dear ${f.name},`,
      '',
      `Someone asked to reset the password of your ${f.companyName} account. To choose a new password, open this link. It works once, for one hour:`,
      f.link,
      '',
      'Once you have chosen a new password, you are signed out everywhere else.',
      '',
      'If you did not ask for this, you can ignore this email: your password stays as it is.',
      '',
      f.companyName,
    ].join('\n'),
  };
}
