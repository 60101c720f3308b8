// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  callsTo,
  documentRequest,
  DOCUMENTS_PATH,
  PROJECT_ID,
  projectDocument,
  projectDocuments,
  renderWithProviders,
  REQUESTS_PATH,
  stubApi,
} from '../test/documents-test-utils';
import { ProjectDocumentsCard } from './project-documents-card';

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  warn.mockRestore();
  vi.unstubAllGlobals();
});

const PERMIT = projectDocument();
const UPLOADED = projectDocument({
  id: 'c1000000-0000-4000-8000-000000000002',
  title: 'site-survey.pdf',
  documentType: 'customer_upload',
  description: 'Uploaded by customer',
  createdAt: '2030-05-02T08:00:00.000Z',
});

function pdf(name = 'site-survey.pdf', bytes = 100) {
  return new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });
}

describe('Project Documents (customer)', () => {
  it('lists documents with their date, type and a View link that opens a new tab', async () => {
    stubApi({
      [`GET ${DOCUMENTS_PATH}`]: () => ({
        status: 200,
        body: projectDocuments([PERMIT]),
      }),
    });
    renderWithProviders(<ProjectDocumentsCard projectId={PROJECT_ID} viewer="customer" />);
    expect(screen.getByText('Loading documents...')).toBeInTheDocument();

    const table = await screen.findByRole('table');
    const row = within(table).getByRole('row', {
      name: /Planning approval\.pdf/,
    });
    const cells = within(row).getAllByRole('cell');
    expect(cells[1]).toHaveTextContent('22 Apr 2030');
    expect(cells[2]).toHaveTextContent('Permit');
    const view = within(row).getByRole('link', {
      name: 'View Planning approval.pdf (opens in a new tab)',
    });
    expect(view).toHaveAttribute('href', PERMIT.fileUrl);
    expect(view).toHaveAttribute('target', '_blank');
    expect(view).toHaveAttribute('rel', expect.stringContaining('noopener'));
    // Staff-only controls are not offered to customers.
    expect(screen.queryByRole('button', { name: 'Request Document' })).not.toBeInTheDocument();
  });

  it('uploads only the first chosen file, with no type or title (the server files it as the customer’s)', async () => {
    let stored = [PERMIT];
    const fetchMock = stubApi({
      [`GET ${DOCUMENTS_PATH}`]: () => ({
        status: 200,
        body: projectDocuments(stored),
      }),
      [`POST ${DOCUMENTS_PATH}`]: () => {
        stored = [UPLOADED, ...stored];
        return { status: 201, body: UPLOADED };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<ProjectDocumentsCard projectId={PROJECT_ID} viewer="customer" />);
    await screen.findByRole('table');
    const input = screen.getByLabelText<HTMLInputElement>('Document file');
    expect(input).toHaveAttribute('accept', 'image/*,.pdf,.doc,.docx');

    await user.upload(input, [pdf(), pdf('second.pdf')]);

    expect(await screen.findByText('Document uploaded successfully')).toBeInTheDocument();
    const calls = callsTo(fetchMock, 'POST', DOCUMENTS_PATH);
    expect(calls).toHaveLength(1);
    const body = calls[0]![1]!.body as FormData;
    expect(body.getAll('file')).toHaveLength(1);
    expect((body.get('file') as File).name).toBe('site-survey.pdf');
    expect(body.get('documentType')).toBeNull();
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('site-survey.pdf');
    expect(rows[1]).toHaveTextContent('Customer upload');
  });

  it("shows the server's reason when a file is refused", async () => {
    stubApi({
      [`GET ${DOCUMENTS_PATH}`]: () => ({
        status: 200,
        body: projectDocuments([]),
      }),
      [`POST ${DOCUMENTS_PATH}`]: () => ({
        status: 415,
        body: {
          error: {
            code: 'UNSUPPORTED_MEDIA_TYPE',
            message: "This file's contents are not those of a .pdf file.",
          },
        },
      }),
    });
    const user = userEvent.setup();
    renderWithProviders(<ProjectDocumentsCard projectId={PROJECT_ID} viewer="customer" />);
    expect(await screen.findByText(/^No documents yet\./)).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Document file'), pdf('invoice.pdf'));
    expect(await screen.findByText("Failed to upload document: This file's contents are not those of a .pdf file.")).toBeInTheDocument();
  });

  it('refuses a file over the limit without sending it', async () => {
    const fetchMock = stubApi({
      [`GET ${DOCUMENTS_PATH}`]: () => ({
        status: 200,
        body: projectDocuments([], 1024 * 1024),
      }),
    });
    const user = userEvent.setup();
    renderWithProviders(<ProjectDocumentsCard projectId={PROJECT_ID} viewer="customer" />);
    await screen.findByText(/^No documents yet\./);
    await user.upload(screen.getByLabelText('Document file'), pdf('huge.pdf', 2 * 1024 * 1024));
    expect(await screen.findByText('Failed to upload document: The file is too large: files can be at most 1 MB.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', DOCUMENTS_PATH)).toHaveLength(0);
  });
});

describe('Project Documents (staff)', () => {
  it('uploads a document with the type and title staff chose', async () => {
    const fetchMock = stubApi({
      [`GET ${DOCUMENTS_PATH}`]: () => ({
        status: 200,
        body: projectDocuments([]),
      }),
      [`POST ${DOCUMENTS_PATH}`]: () => ({ status: 201, body: PERMIT }),
    });
    const user = userEvent.setup();
    renderWithProviders(<ProjectDocumentsCard projectId={PROJECT_ID} viewer="staff" />);
    await screen.findByText('No documents yet.');
    await user.click(screen.getByRole('button', { name: 'Upload New Document' }));
    const dialog = screen.getByRole('dialog', { name: 'Upload New Document' });

    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(within(dialog).getByText('Choose the file to upload')).toBeInTheDocument();

    await user.upload(within(dialog).getByLabelText('File'), pdf('approval.pdf'));
    await user.selectOptions(within(dialog).getByLabelText('Document Type'), 'Permit');
    await user.type(within(dialog).getByLabelText('Title (optional)'), 'Planning approval');
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));

    expect(await screen.findByText('Document uploaded successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const body = callsTo(fetchMock, 'POST', DOCUMENTS_PATH)[0]![1]!.body as FormData;
    expect(body.get('documentType')).toBe('permit');
    expect(body.get('title')).toBe('Planning approval');
    expect((body.get('file') as File).name).toBe('approval.pdf');
  });

  it('sends a document request from the Request Document dialog, which requires nothing and caps nothing', async () => {
    const fetchMock = stubApi({
      [`GET ${DOCUMENTS_PATH}`]: () => ({
        status: 200,
        body: projectDocuments([]),
      }),
      [`POST ${REQUESTS_PATH}`]: () => ({
        status: 201,
        body: documentRequest(),
      }),
    });
    const user = userEvent.setup();
    renderWithProviders(<ProjectDocumentsCard projectId={PROJECT_ID} viewer="staff" />);
    await user.click(await screen.findByRole('button', { name: 'Request Document' }));
    let dialog = screen.getByRole('dialog', { name: 'Request Document' });
    expect(dialog).toHaveAccessibleDescription('Request additional documents from the customer.');
    expect(within(dialog).getByLabelText('Document Type')).toHaveAttribute('placeholder', 'e.g., Site Photo, Planning Permission');
    for (const label of ['Document Type', 'Description', 'Due Date']) {
      const field = within(dialog).getByLabelText(label);
      expect(field).not.toHaveAttribute('required');
      expect(field).not.toHaveAttribute('maxlength');
      expect(field).not.toHaveAttribute('min');
    }

    // Validation: an empty form is sent as it is.
    await user.click(within(dialog).getByRole('button', { name: 'Send Request' }));
    expect(await screen.findByText('Document request sent')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(JSON.parse(String(callsTo(fetchMock, 'POST', REQUESTS_PATH)[0]![1]!.body))).toEqual({ documentType: '', description: '' });

    // Opened again, the form is empty (the spec resets it); a long text and a past date go as typed.
    await user.click(screen.getByRole('button', { name: 'Request Document' }));
    dialog = screen.getByRole('dialog', { name: 'Request Document' });
    expect(within(dialog).getByLabelText('Document Type')).toHaveValue('');
    await user.type(within(dialog).getByLabelText('Document Type'), 'Site Photo');
    await user.click(within(dialog).getByLabelText('Description'));
    await user.paste('From the garden gate. '.repeat(200));
    await user.type(within(dialog).getByLabelText('Due Date'), '2020-05-01');
    await user.click(within(dialog).getByRole('button', { name: 'Send Request' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', REQUESTS_PATH)).toHaveLength(2));
    expect(JSON.parse(String(callsTo(fetchMock, 'POST', REQUESTS_PATH)[1]![1]!.body))).toEqual({
      documentType: 'Site Photo',
      description: 'From the garden gate. '.repeat(200).trim(),
      dueDate: '2020-05-01',
    });
  });

  it('says why a request could not be sent', async () => {
    stubApi({
      [`GET ${DOCUMENTS_PATH}`]: () => ({
        status: 200,
        body: projectDocuments([]),
      }),
      [`POST ${REQUESTS_PATH}`]: () => ({
        status: 403,
        body: {
          error: {
            code: 'FORBIDDEN',
            message: 'Only staff can request documents.',
          },
        },
      }),
    });
    const user = userEvent.setup();
    renderWithProviders(<ProjectDocumentsCard projectId={PROJECT_ID} viewer="staff" />);
    await user.click(await screen.findByRole('button', { name: 'Request Document' }));
    await user.type(screen.getByLabelText('Document Type'), 'Site Photo');
    await user.click(screen.getByRole('button', { name: 'Send Request' }));
    expect(await screen.findByText('Failed to send request: Only staff can request documents.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Request Document' })).toBeInTheDocument();
  });
});
