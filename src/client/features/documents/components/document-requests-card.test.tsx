// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
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
import { DocumentRequestsCard } from './document-requests-card';

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  warn.mockRestore();
  vi.unstubAllGlobals();
});

const OPEN = documentRequest();
const OVERDUE = documentRequest({
  id: 'e1000000-0000-4000-8000-000000000002',
  documentType: 'Planning Permission',
  status: 'overdue',
  dueDate: '2030-04-01',
});
const SENT = projectDocument({
  id: 'c1000000-0000-4000-8000-000000000009',
  title: 'base.png',
  documentType: 'customer_upload',
});

describe('Document Requests', () => {
  it('marks overdue requests and lets the customer fulfil one by uploading against it', async () => {
    let requests = [OVERDUE, OPEN];
    const fetchMock = stubApi({
      [`GET ${REQUESTS_PATH}`]: () => ({ status: 200, body: { requests } }),
      [`GET ${DOCUMENTS_PATH}`]: () => ({
        status: 200,
        body: projectDocuments([]),
      }),
      [`POST ${DOCUMENTS_PATH}`]: () => {
        requests = [
          OVERDUE,
          {
            ...OPEN,
            status: 'fulfilled',
            document: {
              id: SENT.id,
              title: SENT.title,
              fileUrl: SENT.fileUrl,
            },
            fulfilledAt: '2030-04-25T12:00:00.000Z',
          },
        ];
        return { status: 201, body: SENT };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<DocumentRequestsCard projectId={PROJECT_ID} viewer="customer" />);

    const card = await screen.findByRole('region', {
      name: 'Document Requests',
    });
    expect(await within(card).findByText('2 outstanding')).toBeInTheDocument();
    const overdue = within(card).getByRole('heading', { name: 'Planning Permission' }).closest('li')!;
    expect(overdue).toHaveTextContent('Overdue');
    expect(overdue).toHaveTextContent('Due 1 Apr 2030');
    const open = within(card).getByRole('heading', { name: 'Site Photo' }).closest('li')!;
    expect(open).toHaveTextContent('Open');
    expect(open).toHaveTextContent('Requested by Sam Fitter on 20 Apr 2030');

    await user.upload(within(open).getByLabelText('File for Site Photo'), new File([new Uint8Array(10)], 'base.png', { type: 'image/png' }));

    expect(await screen.findByText('Document uploaded successfully')).toBeInTheDocument();
    const body = callsTo(fetchMock, 'POST', DOCUMENTS_PATH)[0]![1]!.body as FormData;
    expect(body.get('requestId')).toBe(OPEN.id);
    const fulfilled = (
      await within(card).findByRole('link', {
        name: 'base.png (opens in a new tab)',
      })
    ).closest('li')!;
    expect(fulfilled).toHaveTextContent('Fulfilled');
    expect(within(card).getByText('1 outstanding')).toBeInTheDocument();
  });

  it('shows staff the state of each request without an upload button', async () => {
    stubApi({
      [`GET ${REQUESTS_PATH}`]: () => ({
        status: 200,
        body: { requests: [OPEN] },
      }),
    });
    renderWithProviders(<DocumentRequestsCard projectId={PROJECT_ID} viewer="staff" />);
    const card = await screen.findByRole('region', {
      name: 'Document Requests',
    });
    expect(await within(card).findByText('Site Photo')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /Upload/ })).not.toBeInTheDocument();
  });

  it('heads a request sent with no document type as Document', async () => {
    stubApi({
      [`GET ${REQUESTS_PATH}`]: () => ({ status: 200, body: { requests: [documentRequest({ documentType: '' })] } }),
      [`GET ${DOCUMENTS_PATH}`]: () => ({ status: 200, body: projectDocuments([]) }),
    });
    renderWithProviders(<DocumentRequestsCard projectId={PROJECT_ID} viewer="customer" />);
    const card = await screen.findByRole('region', { name: 'Document Requests' });
    expect(await within(card).findByRole('heading', { name: 'Document' })).toBeInTheDocument();
    expect(within(card).getByLabelText('File for Document')).toBeInTheDocument();
  });

  it('tells the customer when nothing is asked of them', async () => {
    stubApi({
      [`GET ${REQUESTS_PATH}`]: () => ({ status: 200, body: { requests: [] } }),
    });
    renderWithProviders(<DocumentRequestsCard projectId={PROJECT_ID} viewer="customer" />);
    expect(await screen.findByText(/^Nothing is waiting on you\./)).toBeInTheDocument();
  });
});
