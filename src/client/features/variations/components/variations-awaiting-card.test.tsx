// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Variation } from '@/shared/schemas/variations';
import { renderWithProviders } from '@/client/test/render-with-providers';
import { callsTo, stubApi } from '../../../../../tests/setup/client-api-stub';
import { VariationsAwaitingCard } from './variations-awaiting-card';

const PROJECT_ID = 'proj-123456';
const CONSENT = 'I agree to this variation to my order, its price change and its effect on the installation date';

const PROPOSED: Variation = {
  id: 'a1000000-0000-4000-8000-000000000001',
  projectId: PROJECT_ID,
  title: 'Outdoor light',
  description: 'An LED wall light <b>beside</b> the doors.',
  priceChangePence: 34_500,
  daysAdded: 2,
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
const APPROVE = `/api/variations/${PROPOSED.id}/approve`;

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  warn.mockRestore();
  vi.unstubAllGlobals();
});

function renderCard(variations: Variation[]) {
  const { queryClient } = renderWithProviders(<VariationsAwaitingCard projectId={PROJECT_ID} />, {
    queryData: [
      [['variations', PROJECT_ID], variations],
      [['payments', PROJECT_ID], { items: [] }],
    ],
  });
  return { user: userEvent.setup(), queryClient };
}

describe('Awaiting your approval', () => {
  it('lists the attachments as download links with their name and size', () => {
    const attachment = { id: 'f1000000-0000-4000-8000-000000000001', name: 'Light position.pdf', mimeType: 'application/pdf', sizeBytes: 240_000, sha256: 'b'.repeat(64), url: '/api/files/f1000000-0000-4000-8000-000000000001' };
    renderCard([{ ...PROPOSED, attachments: [attachment] }]);
    const list = screen.getByRole('region', { name: 'Attachments: Outdoor light' });
    const link = within(list).getByRole('link', { name: /Light position\.pdf/ });
    expect(link).toHaveAttribute('href', attachment.url);
    expect(link).toHaveAttribute('download', 'Light position.pdf');
    expect(link).toHaveTextContent('234 KB');
  });

  it('shows nothing when no variation waits for the customer', () => {
    renderCard([{ ...PROPOSED, status: 'approved' }]);
    expect(screen.queryByRole('region', { name: 'Awaiting your approval' })).not.toBeInTheDocument();
  });

  it('shows the change as text, approves only with a name and the tick, once per attempt, and refreshes the payments', async () => {
    const fetchMock = stubApi({
      [`POST ${APPROVE}`]: () => ({ status: 200, body: { ...PROPOSED, status: 'approved', signatureName: 'Emma Clarke', answeredAt: '2030-05-02T10:00:00.000Z' } }),
    });
    const { user, queryClient } = renderCard([PROPOSED]);
    const card = screen.getByRole('region', { name: 'Awaiting your approval' });
    expect(within(card).getByText('An LED wall light <b>beside</b> the doors.')).toBeInTheDocument();
    expect(within(card).getByText('+£345.00')).toBeInTheDocument();
    expect(within(card).getByText('Moves the installation back by 2 days')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Download PDF: Outdoor light' })).toHaveAttribute('href', `/api/variations/${PROPOSED.id}/pdf`);

    const approve = within(card).getByRole('button', { name: 'Approve variation' });
    expect(approve).toBeDisabled();
    await user.click(within(card).getByLabelText(CONSENT));
    await user.click(approve);
    expect(await within(card).findByText('Type your full name')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', APPROVE)).toHaveLength(0);

    await user.type(within(card).getByLabelText('Type your full name to approve'), 'Emma Clarke');
    await user.click(approve);
    expect(await screen.findByText('Variation approved')).toBeInTheDocument();
    const [call] = callsTo(fetchMock, 'POST', APPROVE);
    expect(JSON.parse(call![1]!.body as string)).toEqual({ signatureName: 'Emma Clarke', agreed: true, contentHash: 'a'.repeat(64) });
    expect(new Headers(call![1]!.headers).get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(queryClient.getQueryState(['payments', PROJECT_ID])?.isInvalidated).toBe(true);
  });
});
