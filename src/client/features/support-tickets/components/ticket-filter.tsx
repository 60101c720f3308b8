import type { TicketListQuery } from '@/shared/schemas/tickets';
import { Label } from '@/client/components/ui/label';
import { Select } from '@/client/components/ui/select';

export const TICKET_FILTERS = ['open', 'past-target', 'closed', 'all'] as const;
export type TicketFilter = (typeof TICKET_FILTERS)[number];

const FILTER_LABELS: Record<TicketFilter, string> = {
  open: 'Open tickets',
  'past-target': 'Past response target',
  closed: 'Closed tickets',
  all: 'All tickets',
};

export function isTicketFilter(value: string | null): value is TicketFilter {
  return TICKET_FILTERS.some((f) => f === value);
}

/** What each filter asks the API for. */
export function filterQuery(filter: TicketFilter): TicketListQuery {
  switch (filter) {
    case 'open':
      return { status: 'open' };
    case 'past-target':
      return { status: 'open', pastTarget: 'true' };
    case 'closed':
      return { status: 'closed' };
    case 'all':
      return {};
  }
}

export function TicketFilterSelect({ value, onChange }: { value: TicketFilter; onChange: (value: TicketFilter) => void }) {
  return (
    <div className="flex flex-col gap-1.5 sm:flex-row sm:items-center sm:gap-3">
      <Label htmlFor="ticket-filter" className="whitespace-nowrap">
        Show
      </Label>
      <Select id="ticket-filter" className="w-full" value={value} onChange={(e) => isTicketFilter(e.target.value) && onChange(e.target.value)}>
        {TICKET_FILTERS.map((f) => (
          <option key={f} value={f}>
            {FILTER_LABELS[f]}
          </option>
        ))}
      </Select>
    </div>
  );
}
