/**
 * The email never carries the new account details: an email can be forged, the
 * signed-in portal cannot. It sends the customer there and tells them to call
 * if anyone asks them to pay elsewhere.
 */
export function bankDetailsChangedEmail(companyName: string, customerName: string, portalUrl: string) {
  return {
    subject: `${companyName}: our bank details have changed`,
    textBody: [
      `Dear ${customerName},`,
      '',
      `${companyName} has updated the bank account that customers pay by bank transfer.`,
      '',
      `Before your next payment, sign in to your customer portal and check the details on your Payments tab: ${portalUrl}/dashboard?tab=payments`,
      '',
      'For your security this email does not contain the new account details. We will never ask you to change bank details by email or phone. If anyone does, do not pay: call us on the number you already have for us.',
      '',
      `${companyName}`,
    ].join('\n'),
  };
}
