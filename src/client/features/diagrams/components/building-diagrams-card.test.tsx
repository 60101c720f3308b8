// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DIAGRAMS_PATH,
  diagram,
  diagramNote,
  notesPath,
  PROJECT_ID,
  PROJECT_NOTES_PATH,
  projectDiagrams,
  renderWithProviders,
  stubApi,
} from '../test/diagrams-test-utils';
import { BuildingDiagramsCard } from './building-diagrams-card';

afterEach(() => vi.unstubAllGlobals());

const LATEST = diagram({ id: 'd1000000-0000-4000-8000-000000000002', fileName: 'layout-v2.png', createdAt: '2030-05-02T10:00:00.000Z' });
const OLDER_PDF = diagram({
  id: 'd1000000-0000-4000-8000-000000000001',
  fileName: 'survey.pdf',
  mimeType: 'application/pdf',
  isCustomerUpload: false,
  uploaderName: 'Sam Fitter',
  createdAt: '2030-04-22T10:00:00.000Z',
});

describe('BuildingDiagramsCard', () => {
  it('shows the latest diagram large with who uploaded it, and its notes', async () => {
    stubApi({
      [`GET ${DIAGRAMS_PATH}`]: () => ({ status: 200, body: projectDiagrams([LATEST, OLDER_PDF]) }),
      [`GET ${notesPath(LATEST.id)}`]: () => ({ status: 200, body: { notes: [diagramNote({ diagramId: LATEST.id, content: 'Door on the left\nplease' })] } }),
    });
    renderWithProviders(<BuildingDiagramsCard projectId={PROJECT_ID} viewer="customer" />);

    const card = screen.getByRole('region', { name: 'Building Diagrams' });
    expect(within(card).getByText('Loading diagrams...')).toBeInTheDocument();
    expect(await within(card).findByRole('img', { name: 'Diagram: layout-v2.png' })).toHaveAttribute('src', LATEST.diagramUrl);
    expect(within(card).getByText('Customer upload')).toBeInTheDocument();
    expect(within(card).getByText('Uploaded by Jane Cooper on 2 May 2030')).toBeInTheDocument();
    const note = await within(card).findByText(/Door on the left/);
    expect(note).toHaveClass('whitespace-pre-wrap');
    expect(note.textContent).toBe('Door on the left\nplease');
    expect(within(card).getByRole('button', { name: /^Show layout-v2.png/ })).toHaveAttribute('aria-pressed', 'true');
  });

  it('selecting a thumbnail shows that diagram and its own notes', async () => {
    stubApi({
      [`GET ${DIAGRAMS_PATH}`]: () => ({ status: 200, body: projectDiagrams([LATEST, OLDER_PDF]) }),
      [`GET ${notesPath(LATEST.id)}`]: () => ({ status: 200, body: { notes: [diagramNote({ content: 'Note on the latest' })] } }),
      [`GET ${notesPath(OLDER_PDF.id)}`]: () => ({ status: 200, body: { notes: [diagramNote({ id: 'n2', content: 'Note on the survey' })] } }),
    });
    const user = userEvent.setup();
    renderWithProviders(<BuildingDiagramsCard projectId={PROJECT_ID} viewer="staff" />);
    expect(await screen.findByText('Note on the latest')).toBeInTheDocument();

    const surveyTile = screen.getByRole('button', { name: /^Show survey.pdf/ });
    expect(surveyTile).toHaveAttribute('aria-pressed', 'false');
    await user.click(surveyTile);

    expect(surveyTile).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: /^Show layout-v2.png/ })).toHaveAttribute('aria-pressed', 'false');
    // A PDF downloads rather than displays, so it is a tile with a download link, not an image.
    expect(screen.queryByRole('img', { name: /^Diagram:/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download PDF: survey.pdf' })).toHaveAttribute('href', OLDER_PDF.diagramUrl);
    expect(screen.getByText('Team upload')).toBeInTheDocument();
    expect(await screen.findByText('Note on the survey')).toBeInTheDocument();
    expect(screen.queryByText('Note on the latest')).not.toBeInTheDocument();
  });

  it('gives staff no upload control', async () => {
    stubApi({
      [`GET ${DIAGRAMS_PATH}`]: () => ({ status: 200, body: projectDiagrams([LATEST]) }),
      [`GET ${notesPath(LATEST.id)}`]: () => ({ status: 200, body: { notes: [] } }),
    });
    renderWithProviders(<BuildingDiagramsCard projectId={PROJECT_ID} viewer="staff" />);

    expect(await screen.findByRole('img', { name: 'Diagram: layout-v2.png' })).toBeInTheDocument();
    expect(screen.getByText('Layout drawings for this project')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Upload Diagram/ })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Diagram file')).not.toBeInTheDocument();
    // Staff still add notes.
    expect(screen.getByLabelText('Add a note')).toBeInTheDocument();
  });

  it.each([
    ['customer', 'No diagrams yet. Upload a layout drawing or photo of your site to share it with the team.'],
    ['staff', 'The customer has not shared any diagrams yet.'],
  ] as const)('tells the %s when there are no diagrams, and shows the project’s notes', async (viewer, message) => {
    stubApi({
      [`GET ${DIAGRAMS_PATH}`]: () => ({ status: 200, body: projectDiagrams([]) }),
      [`GET ${PROJECT_NOTES_PATH}`]: () => ({ status: 200, body: { notes: [diagramNote({ content: 'Before any plan' })] } }),
    });
    renderWithProviders(<BuildingDiagramsCard projectId={PROJECT_ID} viewer={viewer} />);
    expect(await screen.findByText(message)).toBeInTheDocument();
    const notes = await screen.findByRole('list', { name: 'Notes on this project' });
    expect(notes).toHaveTextContent('Before any plan');
    expect(screen.getByLabelText('Add a note')).toBeInTheDocument();
  });

  it('offers a retry when the diagrams fail to load', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    let fail = true;
    stubApi({
      [`GET ${DIAGRAMS_PATH}`]: () => (fail ? { status: 500, body: { error: { code: 'INTERNAL', message: 'Down' } } } : { status: 200, body: projectDiagrams([]) }),
      [`GET ${PROJECT_NOTES_PATH}`]: () => ({ status: 200, body: { notes: [] } }),
    });
    const user = userEvent.setup();
    renderWithProviders(<BuildingDiagramsCard projectId={PROJECT_ID} viewer="customer" />);

    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load the diagrams.");
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText(/^No diagrams yet/)).toBeInTheDocument();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
