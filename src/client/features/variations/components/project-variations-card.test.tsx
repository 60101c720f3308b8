// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Variation } from '@/shared/schemas/variations';
import { renderWithProviders } from '@/client/test/render-with-providers';
import { callsTo, stubApi } from '../../../../../tests/setup/client-api-stub';
import { ProjectVariationsCard } from './project-variations-card';

const PROJECT_ID = 'proj-123456';
const CREATED: Variation = {
  id: 'a1000000-0000-4000-8000-000000000002',
  projectId: PROJECT_ID,
  title: 'Roof light',
  description: 'Above the desk.',
  priceChangePence: 45_000,
  daysAdded: 0,
  status: 'proposed',
  proposedByName: 'James Wilson',
  createdAt: '2030-05-01T09:30:00.000Z',
  contentHash: 'a'.repeat(64),
  answeredAt: null,
  signatureName: null,
  declineReason: null,
  paymentItemId: null,
  installDateBefore: null,
  installDateAfter: null,
  attachments: [],
};
const PROPOSE = `/api/projects/${PROJECT_ID}/variations`;
const ATTACH = `/api/variations/${CREATED.id}/attachments`;

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  warn.mockRestore();
  vi.unstubAllGlobals();
});

async function fillDialog(files: File[]) {
  const user = userEvent.setup({ applyAccept: false });
  renderWithProviders(<ProjectVariationsCard projectId={PROJECT_ID} canPropose />, { queryData: [[['variations', PROJECT_ID], []]] });
  await user.click(screen.getByRole('button', { name: 'Propose variation' }));
  const dialog = screen.getByRole('dialog', { name: 'Propose a variation' });
  await user.type(within(dialog).getByLabelText('Title'), 'Roof light');
  await user.type(within(dialog).getByLabelText('What changes'), 'Above the desk.');
  await user.type(within(dialog).getByLabelText('Price change (£, VAT included)'), '450');
  await user.upload(within(dialog).getByLabelText('Attachments (optional)'), files);
  return { user, dialog };
}

describe('Propose a variation', () => {
  it('proposes the variation, then sends its attachments in one form', async () => {
    const fetchMock = stubApi({
      [`POST ${PROPOSE}`]: () => ({ status: 201, body: CREATED }),
      [`POST ${ATTACH}`]: () => ({ status: 201, body: CREATED }),
    });
    const pdf = new File(['%PDF-1.4'], 'drawing.pdf', { type: 'application/pdf' });
    const photo = new File(['png'], 'roof.png', { type: 'image/png' });
    const { user, dialog } = await fillDialog([pdf, photo]);
    expect(within(within(dialog).getByRole('list', { name: 'Files to attach' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['drawing.pdf8 bytes', 'roof.png3 bytes']);
    await user.click(within(dialog).getByRole('button', { name: 'Propose variation' }));
    expect(await screen.findByText('Variation proposed')).toBeInTheDocument();
    expect(JSON.parse(callsTo(fetchMock, 'POST', PROPOSE)[0]![1]!.body as string)).toEqual({ title: 'Roof light', description: 'Above the desk.', priceChangePence: 45_000, daysAdded: 0 });
    const form = callsTo(fetchMock, 'POST', ATTACH)[0]![1]!.body as FormData;
    expect((form.getAll('files') as File[]).map((f) => f.name)).toEqual(['drawing.pdf', 'roof.png']);
  });

  it('refuses a sixth file or a kind the server would refuse before proposing anything', async () => {
    const fetchMock = stubApi({});
    const six = Array.from({ length: 6 }, (_, i) => new File(['%PDF'], `sheet-${i}.pdf`, { type: 'application/pdf' }));
    const { user, dialog } = await fillDialog(six);
    expect(within(dialog).getByText('Attach at most 5 files')).toBeInTheDocument();
    await user.upload(within(dialog).getByLabelText('Attachments (optional)'), [new File(['x'], 'plan.docx')]);
    expect(within(dialog).getByText('plan.docx is not a PDF, JPEG, PNG or WebP file')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Propose variation' }));
    expect(callsTo(fetchMock, 'POST', PROPOSE)).toHaveLength(0);
  });
});
