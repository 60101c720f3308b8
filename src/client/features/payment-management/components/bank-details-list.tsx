import { formatSortCode, type BankDetails } from '@/shared/schemas/bank-details';

/** The company's account as customers see it on their Bank Transfer Details card. */
export function BankDetailsList({ details }: { details: BankDetails }) {
  const rows = [
    { label: 'Account name', value: details.accountName },
    { label: 'Sort code', value: formatSortCode(details.sortCode) },
    { label: 'Account number', value: details.accountNumber },
    { label: 'Bank name', value: details.bankName },
  ];
  return (
    <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2 lg:grid-cols-4">
      {rows.map((row) => (
        <div key={row.label} className="min-w-0">
          <dt className="text-sm text-muted">{row.label}</dt>
          <dd className="mt-0.5 font-medium break-words text-foreground tabular-nums">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
