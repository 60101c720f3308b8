import { ClipboardList, Pencil } from 'lucide-react';
import { useState } from 'react';
import { PRODUCT_TYPE_LABELS } from '@/shared/constants/operations';
import { CardLoading, SectionCard } from '@/client/components/layout/section-card';
import { Button } from '@/client/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/client/components/ui/dialog';
import { formatDateTime, formatLongDate } from '@/client/lib/format';
import { useProjectDetails } from '../api/project-details';
import { ProjectDetailsEditForm } from './project-details-form';

/** Staff: the project's building, site and dates, with Edit details. */
export function ProjectDetailsCard({ projectId }: { projectId: string }) {
  const details = useProjectDetails(projectId);
  const [open, setOpen] = useState(false);

  const action = details.data && (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="secondary" size="sm">
          <Pencil aria-hidden="true" />
          Edit details
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-2xl">
        <DialogTitle>Edit project details</DialogTitle>
        <DialogDescription>The customer sees these on their dashboard. A new stage, site address or building shows in their activity.</DialogDescription>
        {open && <ProjectDetailsEditForm projectId={projectId} details={details.data} onSaved={() => setOpen(false)} />}
      </DialogContent>
    </Dialog>
  );

  const d = details.data;
  const rows: [string, string][] = d
    ? [
        ['Building', PRODUCT_TYPE_LABELS[d.productType]],
        ['Site address', d.siteAddress ?? 'Not given yet'],
        ['Start date', formatLongDate(d.startDate) ?? 'Not set'],
        ['Estimated completion', formatLongDate(d.estimatedCompletion) ?? 'Not set'],
        ['Size', d.specification.size],
        ['Colour', d.specification.color],
        ['Windows', d.specification.windows],
        ['Doors', d.specification.doors],
        ['Electrical package', d.specification.electricalPackage],
        ['Insulation', d.specification.insulation],
        ['Ground screws', d.specification.groundScrews ? 'Yes' : 'No'],
        ['Confirmed by the customer', formatDateTime(d.detailsConfirmedAt) ?? 'Not yet'],
      ]
    : [];

  return (
    <SectionCard title="Project details" description="The building, the site and the dates" icon={ClipboardList} action={action}>
      {details.isPending ? (
        <CardLoading>Loading the details...</CardLoading>
      ) : details.isError ? (
        <p role="alert" className="text-sm text-muted">
          We couldn&apos;t load the project details.
        </p>
      ) : (
        <dl className="grid gap-x-6 text-sm sm:grid-cols-2">
          {rows.map(([term, value]) => (
            <div key={term} className="grid grid-cols-[9.5rem_minmax(0,1fr)] gap-3 border-b border-border py-2.5">
              <dt className="text-muted">{term}</dt>
              <dd className="font-medium break-words text-foreground">{value}</dd>
            </div>
          ))}
        </dl>
      )}
    </SectionCard>
  );
}
