import { Ruler } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ProjectSpecification } from '@/shared/schemas/projects';
import { SectionCard } from '@/client/components/layout/section-card';

/** What the customer ordered, in the words of their specification. */
export function BuildingSpecificationsCard({ specification, changes }: { specification: ProjectSpecification; changes?: ReactNode }) {
  const rows: [string, string][] = [
    ['Size', specification.size],
    ['Colour', specification.color],
    ['Windows', specification.windows],
    ['Doors', specification.doors],
    ['Electrical package', specification.electricalPackage],
    ['Insulation', specification.insulation],
    ['Ground screws', specification.groundScrews ? 'Yes' : 'No'],
  ];
  return (
    <SectionCard title="Building Specifications" description="Your garden room as ordered" icon={Ruler}>
      <dl className="divide-y divide-border text-sm">
        {rows.map(([term, value]) => (
          <div key={term} className="grid grid-cols-[8.5rem_minmax(0,1fr)] gap-3 py-2.5 first:pt-0 last:pb-0">
            <dt className="text-muted">{term}</dt>
            <dd className="font-medium break-words text-foreground">{value}</dd>
          </div>
        ))}
      </dl>
      {changes}
    </SectionCard>
  );
}
