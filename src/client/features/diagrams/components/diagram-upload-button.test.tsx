// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  callsTo,
  DIAGRAMS_PATH,
  diagram,
  notesPath,
  PROJECT_ID,
  projectDiagrams,
  renderWithProviders,
  stubApi,
} from '../test/diagrams-test-utils';
import { BuildingDiagramsCard } from './building-diagrams-card';

const EXISTING = diagram({ fileName: 'old-plan.png' });
const OLDEST = diagram({ id: 'd1000000-0000-4000-8000-000000000000', fileName: 'first-sketch.png', createdAt: '2030-01-01T09:00:00.000Z' });
const UPLOADED = diagram({ id: 'd1000000-0000-4000-8000-000000000009', fileName: 'new-layout.png', createdAt: '2030-06-01T09:00:00.000Z' });

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  warn.mockRestore();
  vi.unstubAllGlobals();
});

function png(name = 'new-layout.png', bytes = 100) {
  return new File([new Uint8Array(bytes)], name, { type: 'image/png' });
}

async function renderCustomerCard() {
  const user = userEvent.setup();
  renderWithProviders(<BuildingDiagramsCard projectId={PROJECT_ID} viewer="customer" />);
  const button = await screen.findByRole('button', { name: 'Upload Diagram' });
  return { user, button, input: screen.getByLabelText<HTMLInputElement>('Diagram file') };
}

describe('Upload Diagram', () => {
  it('posts the file as multipart and shows the new diagram large', async () => {
    let stored = [EXISTING, OLDEST];
    const fetchMock = stubApi({
      [`GET ${DIAGRAMS_PATH}`]: () => ({ status: 200, body: projectDiagrams(stored) }),
      [`POST ${DIAGRAMS_PATH}`]: () => {
        stored = [UPLOADED, ...stored];
        return { status: 201, body: UPLOADED };
      },
      [`GET ${notesPath(EXISTING.id)}`]: () => ({ status: 200, body: { notes: [] } }),
      [`GET ${notesPath(OLDEST.id)}`]: () => ({ status: 200, body: { notes: [] } }),
      [`GET ${notesPath(UPLOADED.id)}`]: () => ({ status: 200, body: { notes: [] } }),
    });
    const { user, button, input } = await renderCustomerCard();
    // Looking at an older diagram: the upload still brings the new one to the front.
    await user.click(screen.getByRole('button', { name: /^Show first-sketch.png/ }));
    expect(screen.getByRole('img', { name: 'Diagram: first-sketch.png' })).toBeInTheDocument();
    expect(button).toHaveAccessibleDescription('Images or PDF, up to 25 MB');
    expect(input).toHaveAttribute('accept', 'image/*,.pdf');

    await user.upload(input, [png(), png('second.png')]);

    expect(await screen.findByText('Diagram uploaded')).toBeInTheDocument();
    expect(screen.getByText('Your diagram has been uploaded successfully.')).toBeInTheDocument();
    const calls = callsTo(fetchMock, 'POST', DIAGRAMS_PATH);
    expect(calls).toHaveLength(1);
    const body = calls[0]![1]!.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect((body.get('file') as File).name).toBe('new-layout.png');
    expect(body.getAll('file')).toHaveLength(1);
    expect(await screen.findByRole('img', { name: 'Diagram: new-layout.png' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Show new-layout.png/ })).toHaveAttribute('aria-pressed', 'true');
  });

  it("says the upload failed, with the server's reason, when the type is refused (415)", async () => {
    stubApi({
      [`GET ${DIAGRAMS_PATH}`]: () => ({ status: 200, body: projectDiagrams([]) }),
      [`POST ${DIAGRAMS_PATH}`]: () => ({ status: 415, body: { error: { code: 'UNSUPPORTED_MEDIA_TYPE', message: "This file's contents are not those of a .png file." } } }),
    });
    const { user, input } = await renderCustomerCard();

    await user.upload(input, png());

    expect(await screen.findByText('Upload failed')).toBeInTheDocument();
    expect(screen.getByText("There was an error uploading your diagram. This file's contents are not those of a .png file.")).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith('A change failed:', 'Upload failed', "This file's contents are not those of a .png file.");
    expect(screen.getByText(/^No diagrams yet/)).toBeInTheDocument();
  });

  it('refuses a file over the limit without sending it', async () => {
    const fetchMock = stubApi({ [`GET ${DIAGRAMS_PATH}`]: () => ({ status: 200, body: projectDiagrams([], 1024) }) });
    const { user, input } = await renderCustomerCard();

    await user.upload(input, png('huge.png', 2048));

    expect(await screen.findByText('Upload failed')).toBeInTheDocument();
    expect(screen.getByText('There was an error uploading your diagram. The file is too large: files can be at most 1 KB.')).toBeInTheDocument();
    await waitFor(() => expect(callsTo(fetchMock, 'POST', DIAGRAMS_PATH)).toHaveLength(0));
  });
});
