import type { Lead } from '@/shared/schemas/leads';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/client/components/ui/table';
import { formatDateTime } from '@/client/lib/format';
import { LeadActions } from './lead-actions';
import { LeadSourceLabel, LeadStatusBadge } from './lead-badges';
import { LeadContact, LeadDetails } from './lead-details';

const received = (lead: Lead) => formatDateTime(lead.createdAt) ?? '';

/** A table on wide screens; on phones each lead is a small card, so nothing scrolls sideways. */
export function LeadsList({ leads }: { leads: Lead[] }) {
  return (
    <>
      <div className="hidden lg:block">
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>Name</TableHead>
              <TableHead>Source</TableHead>
              <TableHead>Received</TableHead>
              <TableHead>Status</TableHead>
              <TableHead>Details</TableHead>
              <TableHead>
                <span className="sr-only">Actions</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {leads.map((lead) => (
              <TableRow key={lead.id}>
                <TableCell className="max-w-72 align-top">
                  <p className="font-medium text-foreground">{lead.name}</p>
                  <LeadContact lead={lead} />
                </TableCell>
                <TableCell className="align-top whitespace-nowrap">
                  <LeadSourceLabel source={lead.source} />
                </TableCell>
                <TableCell className="align-top text-sm whitespace-nowrap tabular-nums">{received(lead)}</TableCell>
                <TableCell className="align-top">
                  <LeadStatusBadge status={lead.status} />
                </TableCell>
                <TableCell className="min-w-64 align-top">
                  <LeadDetails lead={lead} />
                </TableCell>
                <TableCell className="align-top">
                  <LeadActions lead={lead} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      <ul className="divide-y divide-border lg:hidden">
        {leads.map((lead) => (
          <li key={lead.id} className="space-y-3 py-4 first:pt-0">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="font-medium text-foreground">{lead.name}</p>
                <LeadContact lead={lead} />
              </div>
              <LeadStatusBadge status={lead.status} />
            </div>
            <p className="text-sm text-muted">
              <LeadSourceLabel source={lead.source} /> · <span className="tabular-nums">{received(lead)}</span>
            </p>
            <LeadDetails lead={lead} />
            <LeadActions lead={lead} />
          </li>
        ))}
      </ul>
    </>
  );
}
