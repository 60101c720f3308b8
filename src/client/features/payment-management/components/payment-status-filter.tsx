import { Label } from '@/client/components/ui/label';
import { Select } from '@/client/components/ui/select';
import type { PaymentStatusFilter } from '../api/get-staff-payments';

const FILTER_OPTIONS: { value: PaymentStatusFilter; label: string }[] = [
  { value: 'all', label: 'All payments' },
  { value: 'pending_verification', label: 'Awaiting verification' },
  { value: 'pending', label: 'Pending' },
  { value: 'overdue', label: 'Overdue' },
  { value: 'paid', label: 'Paid' },
];

function isFilter(value: string): value is PaymentStatusFilter {
  return FILTER_OPTIONS.some((o) => o.value === value);
}

export function PaymentStatusFilterSelect({ value, onChange }: { value: PaymentStatusFilter; onChange: (value: PaymentStatusFilter) => void }) {
  return (
    <div className="flex flex-col gap-1.5 sm:flex-row sm:items-center sm:gap-3">
      <Label htmlFor="payment-status-filter" className="whitespace-nowrap">
        Filter by status
      </Label>
      <Select
        id="payment-status-filter"
        className="w-full sm:w-60"
        value={value}
        onChange={(e) => isFilter(e.target.value) && onChange(e.target.value)}
      >
        {FILTER_OPTIONS.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Select>
    </div>
  );
}
