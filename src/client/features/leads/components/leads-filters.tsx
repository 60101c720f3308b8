import { LEAD_SOURCES, LEAD_STATUSES, type LeadSource, type LeadStatus } from '@/shared/constants/operations';
import { LEAD_SOURCE_LABELS, LEAD_STATUS_LABELS } from '@/shared/schemas/leads';
import { Label } from '@/client/components/ui/label';
import { Select } from '@/client/components/ui/select';

interface LeadsFiltersProps {
  status: LeadStatus | '';
  source: LeadSource | '';
  onStatus: (status: LeadStatus | '') => void;
  onSource: (source: LeadSource | '') => void;
}

/** Status and source, as native selects: keyboards and phone pickers work as people expect. */
export function LeadsFilters({ status, source, onStatus, onSource }: LeadsFiltersProps) {
  return (
    <div className="mb-5 grid gap-4 sm:max-w-lg sm:grid-cols-2">
      <div className="space-y-1.5">
        <Label htmlFor="leads-status">Status</Label>
        <Select id="leads-status" value={status} onChange={(e) => onStatus(e.target.value as LeadStatus | '')}>
          <option value="">All statuses</option>
          {LEAD_STATUSES.map((s) => (
            <option key={s} value={s}>
              {LEAD_STATUS_LABELS[s]}
            </option>
          ))}
        </Select>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="leads-source">Source</Label>
        <Select id="leads-source" value={source} onChange={(e) => onSource(e.target.value as LeadSource | '')}>
          <option value="">All sources</option>
          {LEAD_SOURCES.map((s) => (
            <option key={s} value={s}>
              {LEAD_SOURCE_LABELS[s]}
            </option>
          ))}
        </Select>
      </div>
    </div>
  );
}
