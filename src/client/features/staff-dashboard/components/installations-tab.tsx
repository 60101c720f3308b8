import { Search, Truck } from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';
import type { Installation, InstallationSort } from '@/shared/schemas/installations';
import { CardLoading, SectionCard } from '@/client/components/layout/section-card';
import { Input } from '@/client/components/ui/input';
import { QueryError } from '@/client/components/ui/query-state';
import { FIRST_INSTALLATIONS, useInstallations } from '../api/get-installations';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { InstallationEditor } from './installation-editor';
import { InstallationsPager } from './installations-pager';
import { InstallationsTable } from './installations-table';

const SEARCH_DELAY_MS = 300;

interface InstallationsTabProps {
  /** The chosen installation's project (diagrams, notes), from other features. */
  installationProject: (projectId: string) => ReactNode;
}

/** Upcoming Installations: the searchable, sortable, paged table, then the chosen one's editor and project. */
export function InstallationsTab({ installationProject }: InstallationsTabProps) {
  const [searchText, setSearchText] = useState(FIRST_INSTALLATIONS.search);
  const search = useDebouncedValue(searchText.trim(), SEARCH_DELAY_MS);
  const [page, setPage] = useState(FIRST_INSTALLATIONS.page);
  const [sort, setSort] = useState<InstallationSort>(FIRST_INSTALLATIONS.sort);
  const [chosen, setChosen] = useState<Installation | null>(null);
  const editorRef = useRef<HTMLDivElement>(null);
  // A new search or order starts again at page 1 (held with the inputs, so no request is made for the stale page).
  const [pageFor, setPageFor] = useState({ search, sort });
  if (pageFor.search !== search || pageFor.sort !== sort) {
    setPageFor({ search, sort });
    setPage(1);
  }
  const installations = useInstallations({ search, page, sort });
  const items = installations.data?.items ?? [];
  // Until someone picks a row, the first one is open for editing; a picked row stays picked across pages.
  const selected = (chosen && (items.find((i) => i.projectId === chosen.projectId) ?? chosen)) ?? items[0] ?? null;

  function edit(installation: Installation) {
    setChosen(installation);
    // The editor sits below the table: bring it into view and put the keyboard there.
    requestAnimationFrame(() => {
      editorRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
      editorRef.current?.focus({ preventScroll: true });
    });
  }

  return (
    <div className="space-y-6">
      <SectionCard
        title="Upcoming Installations"
        description="Booked and not yet completed, soonest first; past dates are overdue"
        icon={Truck}
        flush
      >
        <div className="relative mx-5 mb-4 sm:mx-6 sm:max-w-sm">
          <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted" />
          <Input
            type="search"
            aria-label="Search installations"
            placeholder="Customer, location or project"
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
            className="pl-9"
          />
        </div>
        {installations.isPending ? (
          <div className="px-5 sm:px-6">
            <CardLoading>Loading installations...</CardLoading>
          </div>
        ) : installations.isError && !installations.data ? (
          <QueryError query={installations} className="px-5 sm:px-6">We couldn&apos;t load the installations.</QueryError>
        ) : (
          <>
            {items.length === 0 ? (
              <p role="status" className="mx-5 mb-4 rounded-xl border border-dashed border-border-strong bg-subtle px-4 py-5 text-sm text-muted sm:mx-6">
                {search ? `No installations match “${search}”.` : 'No installations are booked.'}
              </p>
            ) : (
              <InstallationsTable
                items={items}
                sort={sort}
                onSort={setSort}
                selectedId={selected?.projectId ?? null}
                onEdit={edit}
                busy={installations.isPlaceholderData}
              />
            )}
            <InstallationsPager page={installations.data.page} pageCount={installations.data.pageCount} onPageChange={setPage} />
          </>
        )}
      </SectionCard>
      {selected && (
        <div ref={editorRef} tabIndex={-1} className="space-y-6 rounded-2xl outline-none focus-visible:ring-2 focus-visible:ring-[var(--focus-ring)]">
          <InstallationEditor key={selected.projectId} installation={selected} />
          {installationProject(selected.projectId)}
        </div>
      )}
    </div>
  );
}
