import { NotebookPen } from 'lucide-react';
import { CardLoading, SectionCard } from '@/client/components/layout/section-card';
import { QueryState } from '@/client/components/ui/query-state';
import { isApiError } from '@/client/lib/api-client';
import { useProjectNotes } from '../api/get-notes';
import { NoteForm } from './note-form';
import type { NotesViewer } from './note-labels';
import { NoteList } from './note-list';

const DESCRIPTIONS: Record<NotesViewer, string> = {
  customer: 'Updates from our team, and notes you share with us',
  staff: 'Shared with the customer, unless marked Internal Only',
};

/** Project Notes & Updates: one notes model for the customer and the team (spec sections 2 and 4). */
export function ProjectNotesCard({ projectId, viewer }: { projectId: string; viewer: NotesViewer }) {
  const notes = useProjectNotes(projectId);
  return (
    <SectionCard title="Project Notes & Updates" description={DESCRIPTIONS[viewer]} icon={NotebookPen}>
      <div className="space-y-5">
        <NoteForm projectId={projectId} viewer={viewer} />
        <QueryState
          query={notes}
          loading={<CardLoading>Loading notes...</CardLoading>}
          error="We couldn't load the notes."
          unrecoverable={(error) =>
            isApiError(error, 401) ? (
              <div role="alert" className="text-sm">
                <p className="font-semibold text-foreground">Authentication Required</p>
                <p className="text-muted">Please log in to view or add notes.</p>
              </div>
            ) : undefined
          }
        >
          {(data) => <NoteList notes={data} projectId={projectId} viewer={viewer} />}
        </QueryState>
      </div>
    </SectionCard>
  );
}
