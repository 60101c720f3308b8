import { ListChecks } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ONBOARDING_STEP_LABELS } from '@/shared/schemas/onboarding';
import { CardLoading } from '@/client/components/layout/section-card';
import { Button } from '@/client/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/client/components/ui/dialog';
import { staffProjectHref } from '@/client/lib/paths';
import { useOnboardingOverview } from '../api/get-onboarding-overview';
import { OnboardingStepMarks, STEP_ORDER } from './onboarding-step-marks';

/** View Onboarding Flow: the spec's four steps, then the newest customers and which they have done. */
export function OnboardingWorkflowDialog() {
  const [open, setOpen] = useState(false);
  const overview = useOnboardingOverview(open);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="secondary">
          <ListChecks aria-hidden="true" />
          View Onboarding Flow
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-2xl">
        <DialogTitle>Customer Onboarding Workflow</DialogTitle>
        <DialogDescription>How a new customer gets started, and how far your newest customers have come.</DialogDescription>
        <ol className="mt-5 grid gap-3 sm:grid-cols-2">
          {STEP_ORDER.map((step, index) => (
            <li key={step} className="flex gap-3 rounded-xl border border-border bg-subtle p-3.5">
              <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-subtle text-sm font-semibold text-brand-ink">{index + 1}</span>
              <div>
                <p className="text-sm font-semibold text-foreground">{ONBOARDING_STEP_LABELS[step].title}</p>
                <p className="mt-0.5 text-sm text-muted">{ONBOARDING_STEP_LABELS[step].description}</p>
              </div>
            </li>
          ))}
        </ol>
        <h3 className="mt-6 text-sm font-semibold text-foreground">Recent customers</h3>
        <div className="mt-2">
          {overview.isPending ? (
            <CardLoading>Loading customers...</CardLoading>
          ) : overview.isError ? (
            <p role="alert" className="text-sm text-muted">
              We couldn&apos;t load the customers just now.
            </p>
          ) : overview.data.customers.length === 0 ? (
            <p className="text-sm text-muted">No customers yet. Create one with New Customer.</p>
          ) : (
            <ul className="divide-y divide-border">
              {overview.data.customers.map((customer) => (
                <li key={customer.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1.5 py-2.5">
                  <div className="min-w-0">
                    {customer.projectId ? (
                      <Link to={staffProjectHref(customer.projectId)} className="font-medium text-brand-ink underline-offset-4 hover:underline" onClick={() => setOpen(false)}>
                        {customer.name}
                      </Link>
                    ) : (
                      <span className="font-medium text-foreground">{customer.name}</span>
                    )}
                    <p className="truncate text-xs text-muted">{customer.email}</p>
                  </div>
                  <OnboardingStepMarks steps={customer.steps} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
