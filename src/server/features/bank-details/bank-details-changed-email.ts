import { composedEmail, type CustomerEmail } from '../../lib/email/customer-email';
import { text } from '../../lib/email/templates/email-content';

/**
 * The email never carries the new account details: an email can be forged, the
 * signed-in portal cannot. It sends the customer there and tells them to call
 * if anyone asks them to pay elsewhere.
 */
export function bankDetailsChangedEmail(companyName: string, customerName: string, portalUrl: string): CustomerEmail {
  return composedEmail(
    {
      subject: `${companyName}: our bank details have changed`,
      heading: 'Our bank details have changed',
      greeting: `Dear ${customerName},`,
      blocks: [
        text(`${companyName} has updated the bank account that customers pay by bank transfer.`),
        {
          kind: 'action',
          intro: 'Before your next payment, sign in to your customer portal and check the details on your Payments tab:',
          url: `${portalUrl}/dashboard?tab=payments`,
          label: 'Check the new details',
          sameLine: true,
        },
        text(
          'For your security this email does not contain the new account details. We will never ask you to change bank details by email or phone. If anyone does, do not pay: call us on the number you already have for us.',
        ),
      ],
      signature: [companyName],
    },
    portalUrl,
  );
}
