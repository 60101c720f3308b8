import { Download } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { todayInLondon } from '@/shared/dates';
import { zPaymentExportQuery } from '@/shared/schemas/reports';
import { Button } from '@/client/components/ui/button';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';

/** The last full calendar month before today's (London), as the export's default range. */
export function lastFullMonth(today = todayInLondon()): { from: string; to: string } {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const [y, m] = month === 1 ? [year - 1, 12] : [year, month - 1];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const mm = String(m).padStart(2, '0');
  return { from: `${y}-${mm}-01`, to: `${y}-${mm}-${String(last).padStart(2, '0')}` };
}

/**
 * Admin: download the payments received between two days as CSV for the accounts. A plain GET
 * form: the browser saves the file the answer names, and it works before the app has loaded.
 */
export function PaymentsExportForm() {
  const [range, setRange] = useState(lastFullMonth);
  const [error, setError] = useState<string | null>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const parsed = zPaymentExportQuery.safeParse(range);
    if (parsed.success) {
      setError(null);
      return;
    }
    event.preventDefault();
    setError(parsed.error.issues[0]?.message ?? 'Check the dates.');
  }

  return (
    <form method="get" action="/api/payments/export.csv" onSubmit={onSubmit} aria-labelledby="payments-export-title" aria-describedby="payments-export-hint" noValidate>
      <h3 id="payments-export-title" className="text-sm font-semibold text-foreground">
        Export to your accounts
      </h3>
      <p id="payments-export-hint" className="mt-0.5 text-xs text-muted">
        Payments received between two days, as a CSV file for Xero or QuickBooks (dates as dd/mm/yyyy, VAT at 20%).
      </p>
      <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="payments-export-from">From</Label>
          <Input
            id="payments-export-from"
            name="from"
            type="date"
            required
            className="sm:w-44"
            value={range.from}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'payments-export-error' : undefined}
            onChange={(e) => setRange((r) => ({ ...r, from: e.target.value }))}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="payments-export-to">To</Label>
          <Input
            id="payments-export-to"
            name="to"
            type="date"
            required
            className="sm:w-44"
            value={range.to}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'payments-export-error' : undefined}
            onChange={(e) => setRange((r) => ({ ...r, to: e.target.value }))}
          />
        </div>
        <Button type="submit" variant="secondary" className="h-11 self-start sm:self-auto">
          <Download aria-hidden="true" />
          Download CSV
        </Button>
      </div>
      <p id="payments-export-error" role="alert" className="mt-2 text-sm text-danger-ink empty:hidden">
        {error}
      </p>
    </form>
  );
}
