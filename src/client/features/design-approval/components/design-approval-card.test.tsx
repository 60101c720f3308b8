// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DesignDecisionRecord } from '@/shared/schemas/design-approval';
import { callsTo, decision, DECISIONS_PATH, PROJECT_ID, renderWithProviders, stubApi } from '../test/design-approval-test-utils';
import { DesignApprovalCard } from './design-approval-card';
import { DesignDecisionsCard } from './design-decisions-card';

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  warn.mockRestore();
  vi.unstubAllGlobals();
});

const PROJECT_KEY = ['projects', PROJECT_ID];
const PROJECT = {
  id: PROJECT_ID,
  name: 'Garden Office',
  status: 'In Progress',
  stage: 'site_preparation',
  startDate: null,
  estimatedCompletion: null,
  installDate: null,
  progress: 65,
  customerId: 'user-1',
  specification: { size: '4m x 3m', color: 'Grey', windows: '2', doors: 'Bi-fold', electricalPackage: 'Standard', insulation: 'Standard', groundScrews: true },
};

function stubDecisions(answer: (body: { decision: string; comment?: string }) => { status: number; body: unknown }) {
  let decisions: DesignDecisionRecord[] = [];
  return stubApi({
    [`GET ${DECISIONS_PATH}`]: () => ({ status: 200, body: { decisions } }),
    [`POST ${DECISIONS_PATH}`]: (init) => {
      const body = JSON.parse(init!.body as string);
      const reply = answer(body);
      if (reply.status === 200) decisions = [decision({ id: 'd-new', decision: body.decision, comment: body.comment ?? null }), ...decisions];
      return reply;
    },
  });
}

function renderCard() {
  const result = renderWithProviders(<DesignApprovalCard projectId={PROJECT_ID} />);
  // The dashboard's project, cached: approving must make it fetch again.
  result.queryClient.setQueryData(PROJECT_KEY, { id: PROJECT_ID, stage: 'design_confirmation' });
  return { ...result, user: userEvent.setup(), card: screen.getByRole('region', { name: 'Design Approval' }) };
}

describe('Design approval', () => {
  it('approves after confirming, says Specifications Approved and refreshes the project', async () => {
    const fetchMock = stubDecisions(() => ({ status: 200, body: PROJECT }));
    const { user, card, queryClient } = renderCard();
    await user.click(within(card).getByRole('button', { name: 'Approve Design' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve your design?' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve Design' }));

    expect(await screen.findByText('Specifications Approved')).toBeInTheDocument();
    const [call] = callsTo(fetchMock, 'POST', DECISIONS_PATH);
    expect(JSON.parse(call![1]!.body as string)).toEqual({ decision: 'approve' });
    expect(queryClient.getQueryState(PROJECT_KEY)?.isInvalidated).toBe(true);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks what to change, and sends nothing without an answer', async () => {
    const fetchMock = stubDecisions(() => ({ status: 200, body: PROJECT }));
    const { user, card } = renderCard();
    await user.click(within(card).getByRole('button', { name: 'Request Changes' }));
    const dialog = screen.getByRole('dialog', { name: 'Request Changes' });
    await user.type(within(dialog).getByLabelText('What would you like changed?'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Send Request' }));
    expect(await within(dialog).findByText('Tell the team what you would like changed')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', DECISIONS_PATH)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('What would you like changed?'), 'Move the doors to the left');
    await user.click(within(dialog).getByRole('button', { name: 'Send Request' }));
    expect(await screen.findByText('Edit Requested')).toBeInTheDocument();
    expect(screen.getByText('Your edit request has been sent to the team.')).toBeInTheDocument();
    const [call] = callsTo(fetchMock, 'POST', DECISIONS_PATH);
    expect(JSON.parse(call![1]!.body as string)).toEqual({ decision: 'request_changes', comment: 'Move the doors to the left' });
    // The request stays on the card until the design comes back for approval.
    expect(await within(card).findByText('Move the doors to the left')).toBeInTheDocument();
    expect(card).toHaveTextContent('You asked for changes on');
  });

  it('says so when the decision cannot be recorded', async () => {
    stubDecisions(() => ({ status: 409, body: { error: { code: 'CONFLICT', message: 'The design is not waiting for your approval.' } } }));
    const { user, card } = renderCard();
    await user.click(within(card).getByRole('button', { name: 'Approve Design' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Approve Design' }));
    expect(await screen.findByText('The design is not waiting for your approval.')).toBeInTheDocument();
    expect(screen.queryByText('Specifications Approved')).not.toBeInTheDocument();
  });
});

describe('Design Decisions (staff)', () => {
  it("lists the customer's approvals and change requests, newest first, as plain text", async () => {
    stubApi({
      [`GET ${DECISIONS_PATH}`]: () => ({
        status: 200,
        body: { decisions: [decision({ id: 'd2', decision: 'approve', comment: null }), decision({ id: 'd1', comment: 'Wider <i>doors</i>' })] },
      }),
    });
    renderWithProviders(<DesignDecisionsCard projectId={PROJECT_ID} />);
    const items = await within(screen.getByRole('region', { name: 'Design Decisions' })).findAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Approved');
    expect(items[1]).toHaveTextContent('Changes requested');
    expect(items[1]).toHaveTextContent('Wider <i>doors</i>');
    expect(items[1]).toHaveTextContent('Emma Clarke');
  });
});
