import { useState } from 'react';
import type { DemoBooked } from '@/shared/schemas/leads';
import { DemoBookingForm } from './demo-booking-form';
import { DemoConfirmation } from './demo-confirmation';

/** The booking form until it is sent, then its confirmation in place. */
export function DemoBooking() {
  const [booked, setBooked] = useState<{ booked: DemoBooked; email: string } | null>(null);
  if (booked) return <DemoConfirmation booked={booked.booked} email={booked.email} />;
  return <DemoBookingForm onBooked={(result, email) => setBooked({ booked: result, email })} />;
}
