import { BankDetailsSettings } from './bank-details-settings';
import { PaymentManagement } from './payment-management';

/** The staff dashboard's payments area: the payment table (with statement import), then the account customers pay into. */
export function StaffPayments() {
  return (
    <div className="space-y-6">
      <PaymentManagement />
      <BankDetailsSettings />
    </div>
  );
}
