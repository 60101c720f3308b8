import { Eye, Plus, SlidersHorizontal } from 'lucide-react';
import { Link } from 'react-router';
import { CONFIGURATOR_GROUPS } from '@/shared/constants/site';
import { GROUP_LABELS } from '@/shared/configurator-groups';
import type { ConfiguratorOption } from '@/shared/schemas/configurator';
import { SectionCard } from '@/client/components/layout/section-card';
import { Alert } from '@/client/components/ui/alert';
import { Button, buttonVariants } from '@/client/components/ui/button';
import { errorMessage } from '@/client/components/errors/error-message';
import { paths } from '@/client/lib/paths';
import { useAdminOptions } from '../api/get-admin-options';
import { AdminOptionRow } from './admin-option-row';
import { OptionDialog } from './option-dialog';

/** Staff: every option by group, with add, edit and delete. */
export function ConfiguratorAdminView() {
  const options = useAdminOptions({ enabled: true });

  if (options.isPending) {
    return (
      <p role="status" className="text-muted">
        Loading the options...
      </p>
    );
  }
  if (options.isError) return <Alert>We could not load the options. {errorMessage(options.error)}</Alert>;

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-muted">Prices include VAT. A change shows on the configurator as soon as it is saved.</p>
        <Link to={paths.configurator} className={buttonVariants({ variant: 'secondary' })}>
          <Eye aria-hidden="true" />
          View the configurator
        </Link>
      </div>
      {CONFIGURATOR_GROUPS.map((group) => (
        <GroupCard key={group} group={group} options={options.data.filter((o) => o.group === group)} />
      ))}
    </div>
  );
}

function GroupCard({ group, options }: { group: (typeof CONFIGURATOR_GROUPS)[number]; options: ConfiguratorOption[] }) {
  const label = GROUP_LABELS[group];
  const nextPosition = options.reduce((max, o) => Math.max(max, o.position), 0) + 10;
  return (
    <SectionCard
      flush
      icon={SlidersHorizontal}
      title={label}
      description={`${options.length} ${options.length === 1 ? 'option' : 'options'}`}
      action={
        <OptionDialog
          group={group}
          nextPosition={nextPosition}
          trigger={
            <Button size="sm" variant="secondary" aria-label={`Add ${label.toLowerCase()} option`}>
              <Plus aria-hidden="true" />
              Add option
            </Button>
          }
        />
      }
    >
      {options.length === 0 ? (
        <p className="px-5 pb-4 text-sm text-muted sm:px-6">No options yet: buyers cannot finish the configurator until this group has one.</p>
      ) : (
        <ul aria-label={`${label} options`} className="divide-y divide-border border-t border-border">
          {options.map((option) => (
            <AdminOptionRow key={option.id} option={option} />
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
