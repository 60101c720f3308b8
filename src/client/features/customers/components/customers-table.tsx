import { Link } from 'react-router';
import { STAGE_STEPS } from '@/shared/constants/stages';
import { formatPence } from '@/shared/money';
import type { CustomerRow } from '@/shared/schemas/customers';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/client/components/ui/table';
import { staffProjectHref } from '@/client/lib/paths';
import { InvitationBadge } from './invitation-badge';
import { OnboardingStepMarks } from './onboarding-step-marks';
import { ResendInviteButton } from './resend-invite-button';

function ProjectLink({ customer }: { customer: CustomerRow }) {
  if (!customer.projectId) return <span className="text-muted">No project yet</span>;
  return (
    <Link to={staffProjectHref(customer.projectId)} className="font-medium text-brand-ink underline-offset-4 hover:underline">
      {customer.projectName}
      <span className="sr-only"> ({customer.name})</span>
    </Link>
  );
}

function Stage({ customer }: { customer: CustomerRow }) {
  if (!customer.projectStage) return <span className="text-muted">—</span>;
  const { step, title } = STAGE_STEPS[customer.projectStage];
  return (
    <span>
      <span className="text-muted tabular-nums">{step}/7</span> {title}
    </span>
  );
}

/** A table on wide screens; on phones each customer is a small card, so nothing scrolls sideways. */
export function CustomersTable({ customers }: { customers: CustomerRow[] }) {
  return (
    <>
      <div className="hidden lg:block">
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>Customer</TableHead>
              <TableHead>Project</TableHead>
              <TableHead>Stage</TableHead>
              <TableHead className="text-right">Balance due</TableHead>
              <TableHead>Account</TableHead>
              <TableHead>Onboarding</TableHead>
              <TableHead>
                <span className="sr-only">Actions</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {customers.map((customer) => (
              <TableRow key={customer.id}>
                <TableCell>
                  <p className="font-medium text-foreground">{customer.name}</p>
                  <p className="text-xs text-muted">{customer.email}</p>
                </TableCell>
                <TableCell>
                  <ProjectLink customer={customer} />
                </TableCell>
                <TableCell>
                  <Stage customer={customer} />
                </TableCell>
                <TableCell className="text-right tabular-nums">{formatPence(customer.balanceDuePence)}</TableCell>
                <TableCell>
                  <InvitationBadge state={customer.invitation} />
                </TableCell>
                <TableCell>
                  <OnboardingStepMarks steps={customer.onboarding} compact />
                </TableCell>
                <TableCell className="text-right">{customer.invitation !== 'active' && <ResendInviteButton customer={customer} />}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      <ul className="divide-y divide-border lg:hidden">
        {customers.map((customer) => (
          <li key={customer.id} className="space-y-2 py-4 first:pt-0">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div className="min-w-0">
                <p className="font-medium text-foreground">{customer.name}</p>
                <p className="truncate text-xs text-muted">{customer.email}</p>
              </div>
              <InvitationBadge state={customer.invitation} />
            </div>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="text-muted">Project</dt>
              <dd className="min-w-0">
                <ProjectLink customer={customer} />
              </dd>
              <dt className="text-muted">Stage</dt>
              <dd>
                <Stage customer={customer} />
              </dd>
              <dt className="text-muted">Balance due</dt>
              <dd className="tabular-nums">{formatPence(customer.balanceDuePence)}</dd>
              <dt className="text-muted">Onboarding</dt>
              <dd>
                <OnboardingStepMarks steps={customer.onboarding} compact />
              </dd>
            </dl>
            {customer.invitation !== 'active' && <ResendInviteButton customer={customer} />}
          </li>
        ))}
      </ul>
    </>
  );
}
