import { ArrowLeft, Inbox, Search } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '@/client/components/layout/page-header';
import { CardLoading, SectionCard } from '@/client/components/layout/section-card';
import { Button } from '@/client/components/ui/button';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { QueryError } from '@/client/components/ui/query-state';
import { cn } from '@/client/lib/cn';
import { paths } from '@/client/lib/paths';
import { useConversations } from '../api/get-conversations';
import { ConversationList } from './conversation-list';
import { ConversationPanel } from './conversation-panel';

/** The list and the open conversation sit side by side from this width; below it, one at a time. */
const SIDE_BY_SIDE_QUERY = '(min-width: 64rem)';
const PROJECT_PARAM = 'project';

function isSideBySide(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(SIDE_BY_SIDE_QUERY).matches;
}

/** The conversation a URL opens (?project=), if any. */
export function selectedConversationOf(searchParams: URLSearchParams): string | null {
  return searchParams.get(PROJECT_PARAM);
}

function projectHref(projectId: string): string {
  return `${paths.messages}?${new URLSearchParams({ [PROJECT_PARAM]: projectId }).toString()}`;
}

/** Staff: every customer conversation of the company, and the one chosen (kept in the URL as ?project=). */
export function StaffMessages({ userId }: { userId: string }) {
  const [searchParams] = useSearchParams();
  const selectedId = selectedConversationOf(searchParams);
  const conversations = useConversations();
  const [filter, setFilter] = useState('');
  const searchId = useId();
  // Below the side-by-side width the list hides when a conversation opens, so focus follows the reader into it.
  const [focusOnOpen, setFocusOnOpen] = useState(false);

  const selected = conversations.data?.find((c) => c.projectId === selectedId);
  const needle = filter.trim().toLowerCase();
  const shown = needle
    ? conversations.data?.filter((c) => c.customerName.toLowerCase().includes(needle) || c.projectName.toLowerCase().includes(needle))
    : conversations.data;

  return (
    <>
      <PageHeader title="Messages" description="Conversations with your customers about their projects." />
      <div className="mt-8 grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[22rem_minmax(0,1fr)] lg:items-start">
        <SectionCard
          title="Conversations"
          description="Most recent first."
          icon={Inbox}
          flush
          className={cn(selectedId && 'hidden lg:flex')}
        >
          <div className="border-t border-border px-5 pt-4 pb-3 sm:px-6">
            <Label htmlFor={searchId} className="sr-only">
              Search conversations
            </Label>
            <div className="relative">
              <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted" />
              <Input id={searchId} type="search" placeholder="Search by customer or project" value={filter} onChange={(e) => setFilter(e.target.value)} className="pl-9" />
            </div>
          </div>
          {conversations.isPending ? (
            <div className="px-5 pb-4 sm:px-6">
              <CardLoading>Loading conversations...</CardLoading>
            </div>
          ) : conversations.isError && !conversations.data ? (
            <QueryError query={conversations} className="px-5 pb-4 sm:px-6">We couldn&apos;t load the conversations.</QueryError>
          ) : shown && shown.length > 0 ? (
            <div className="max-h-[min(70vh,44rem)] overflow-y-auto border-t border-border" onClickCapture={() => setFocusOnOpen(!isSideBySide())}>
              <ConversationList conversations={shown} selectedId={selectedId} hrefFor={projectHref} />
            </div>
          ) : (
            <p className="px-5 pb-4 text-sm text-muted sm:px-6">{needle ? 'No conversations match your search.' : 'No customer projects yet.'}</p>
          )}
        </SectionCard>

        {selectedId ? (
          <ConversationPanel
            key={selectedId}
            projectId={selectedId}
            myUserId={userId}
            title={selected ? selected.customerName : 'Conversation'}
            description={selected?.projectName ?? null}
            emptyText="No messages yet. Start the conversation with this customer."
            focusOnOpen={focusOnOpen}
            action={
              <Button asChild variant="ghost" size="sm" className="lg:hidden">
                <Link to={paths.messages}>
                  <ArrowLeft aria-hidden="true" />
                  All conversations
                </Link>
              </Button>
            }
          />
        ) : (
          <div className="hidden rounded-2xl border border-dashed border-border-strong bg-surface px-6 py-16 text-center text-sm text-muted lg:block">
            Select a conversation to read it and reply.
          </div>
        )}
      </div>
    </>
  );
}
