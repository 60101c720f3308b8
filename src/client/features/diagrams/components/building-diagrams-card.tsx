import { PencilRuler } from 'lucide-react';
import { useState } from 'react';
import type { Diagram } from '@/shared/schemas/diagrams';
import { CardLoading, SectionCard } from '@/client/components/layout/section-card';
import { QueryState } from '@/client/components/ui/query-state';
import { shownNotesThread } from '../api/get-diagram-notes';
import { shownDiagram, useProjectDiagrams } from '../api/get-diagrams';
import { DiagramNotes } from './diagram-notes';
import { DiagramPreview } from './diagram-preview';
import { DiagramThumbnails } from './diagram-thumbnails';
import { DiagramUploadButton } from './diagram-upload-button';

export type DiagramsViewer = 'customer' | 'staff';

const COPY: Record<DiagramsViewer, { description: string; empty: string }> = {
  customer: {
    description: 'Layout drawings for your garden room',
    empty: 'No diagrams yet. Upload a layout drawing or photo of your site to share it with the team.',
  },
  staff: {
    description: 'Layout drawings for this project',
    empty: 'The customer has not shared any diagrams yet.',
  },
};

interface BuildingDiagramsCardProps {
  projectId: string;
  viewer: DiagramsViewer;
}

/**
 * The project's building diagrams: the latest (or the one picked) shown large with its notes,
 * every diagram as a tile to pick from; before the first, the project's notes. Only customers
 * upload (the product's validation rules); both sides add notes.
 */
export function BuildingDiagramsCard({ projectId, viewer }: BuildingDiagramsCardProps) {
  const diagrams = useProjectDiagrams(projectId);
  // null follows the newest; a pick (or an upload) pins that diagram until it disappears.
  const [pickedId, setPickedId] = useState<string | null>(null);
  const copy = COPY[viewer];

  const action =
    viewer === 'customer' && diagrams.data ? (
      <DiagramUploadButton projectId={projectId} maxUploadBytes={diagrams.data.maxUploadBytes} onUploaded={(d) => setPickedId(d.id)} />
    ) : undefined;

  return (
    <SectionCard title="Building Diagrams" description={copy.description} icon={PencilRuler} action={action} className="@container">
      <QueryState
        query={diagrams}
        loading={<CardLoading>Loading diagrams...</CardLoading>}
        error="We couldn't load the diagrams."
        isEmpty={(data) => data.diagrams.length === 0}
        empty={
          <div className="grid gap-6 @2xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
            <p className="self-start rounded-xl border border-dashed border-border-strong bg-subtle px-4 py-5 text-sm text-muted">{copy.empty}</p>
            {/* Notes may come before any diagram (the calls the product makes); the first upload takes them over. */}
            <DiagramNotes thread={shownNotesThread(projectId, undefined)} />
          </div>
        }
      >
        {(data) => (
          <ShownDiagram projectId={projectId} diagrams={data.diagrams} pickedId={pickedId} onPick={setPickedId} />
        )}
      </QueryState>
    </SectionCard>
  );
}

interface ShownDiagramProps {
  projectId: string;
  diagrams: Diagram[];
  pickedId: string | null;
  onPick: (id: string) => void;
}

function ShownDiagram({ projectId, diagrams, pickedId, onPick }: ShownDiagramProps) {
  const shown = shownDiagram(diagrams, pickedId)!;
  return (
    <div className="grid gap-6 @2xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <div className="min-w-0 space-y-5">
        <DiagramPreview diagram={shown} />
        {diagrams.length > 1 && <DiagramThumbnails diagrams={diagrams} shownId={shown.id} onShow={(d) => onPick(d.id)} />}
      </div>
      {/* Keyed: a half-typed note belongs to the diagram it was typed under, never the next one shown. */}
      <DiagramNotes key={shown.id} thread={shownNotesThread(projectId, shown)} />
    </div>
  );
}
