// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CreatedCustomer } from '@/shared/schemas/customers';
import { renderWithProviders } from '@/client/test/render-with-providers';
import { callsTo, stubApi } from '../../../../../tests/setup/client-api-stub';
import { StaffDashboardActions } from './staff-dashboard-actions';

const CREATED: CreatedCustomer = {
  customer: {
    id: 'user-1',
    name: 'Jane Smith',
    email: 'jane@example.test',
    projectId: 'proj-1',
    projectName: 'Garden Room project',
    projectStage: 'contract_deposit',
    balanceDuePence: 0,
    invitation: 'invited',
    onboarding: { created: true, firstLogin: false, projectDetails: false, fileUpload: false },
    createdAt: '2030-01-01T09:00:00.000Z',
  },
  invitationExpiresAt: '2030-01-08T09:00:00.000Z',
};

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  warn.mockRestore();
  vi.unstubAllGlobals();
});

function renderActions() {
  const { queryClient } = renderWithProviders(<StaffDashboardActions />, {
    queryData: [[['customers', 'page', '', 1], { customers: [], page: 1, pageCount: 1, total: 0 }]],
  });
  return { user: userEvent.setup(), queryClient };
}

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'New Customer' }));
  return screen.getByRole('dialog', { name: 'Create New Customer' });
}

// Typing in jsdom is slow when the machine is busy; a slow run is not a failing one.
const SLOW = { timeout: 20_000 };

describe('Create New Customer', SLOW, () => {
  it('keeps the button disabled until both Name and Email are filled in', async () => {
    stubApi({});
    const { user } = renderActions();
    const dialog = await openDialog(user);
    const submit = within(dialog).getByRole('button', { name: 'Create Customer' });
    expect(submit).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Name'), 'Jane Smith');
    expect(submit).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Email'), '   ');
    expect(submit).toBeDisabled();
    await user.clear(within(dialog).getByLabelText('Email'));
    await user.type(within(dialog).getByLabelText('Email'), 'jane@example.test');
    expect(submit).toBeEnabled();
    await user.clear(within(dialog).getByLabelText('Name'));
    expect(submit).toBeDisabled();
  });

  it('creates the customer, says the invitation went, refreshes the lists and closes; disabled while submitting', async () => {
    let answer!: (value: { status: number; body: unknown }) => void;
    const fetchMock = stubApi({ 'POST /api/customers': () => new Promise((resolve) => (answer = resolve)) });
    const { user, queryClient } = renderActions();
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText('Name'), 'Jane Smith');
    await user.type(within(dialog).getByLabelText('Email'), 'jane@example.test');
    await user.click(within(dialog).getByRole('button', { name: 'Create Customer' }));

    const busy = await within(dialog).findByRole('button', { name: 'Creating...' });
    expect(busy).toBeDisabled();
    answer({ status: 201, body: CREATED });

    expect(await screen.findByText('Customer created successfully')).toBeInTheDocument();
    expect(screen.getByText('An invitation has been sent to jane@example.test.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const [call] = callsTo(fetchMock, 'POST', '/api/customers');
    expect(JSON.parse(call![1]!.body as string)).toEqual({ name: 'Jane Smith', email: 'jane@example.test' });
    expect(queryClient.getQueryState(['customers', 'page', '', 1])?.isInvalidated).toBe(true);
  });

  it('checks the email before asking the server', async () => {
    const fetchMock = stubApi({});
    const { user } = renderActions();
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText('Name'), 'Jane Smith');
    await user.type(within(dialog).getByLabelText('Email'), 'not-an-email');
    await user.click(within(dialog).getByRole('button', { name: 'Create Customer' }));
    expect(await within(dialog).findByText('Enter a valid email address')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('explains a taken email beside the field and above the form', async () => {
    stubApi({
      'POST /api/customers': () => ({
        status: 409,
        body: {
          error: {
            code: 'CONFLICT',
            message: 'Someone already has an account with jane@example.test. Each person needs their own email address.',
            fields: { email: ['This email address already has an account'] },
          },
        },
      }),
    });
    const { user } = renderActions();
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText('Name'), 'Jane Smith');
    await user.type(within(dialog).getByLabelText('Email'), 'jane@example.test');
    await user.click(within(dialog).getByRole('button', { name: 'Create Customer' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Someone already has an account with jane@example.test.');
    expect(within(dialog).getByText('This email address already has an account')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Create Customer' })).toBeEnabled();
  });
});

describe('Customer Onboarding Workflow', SLOW, () => {
  it('shows the four steps and, per recent customer, which are done', async () => {
    stubApi({
      'GET /api/onboarding/customers': () => ({
        status: 200,
        body: {
          customers: [
            { id: 'user-1', name: 'Jane Smith', email: 'jane@example.test', projectId: 'proj-1', createdAt: '2030-01-01T09:00:00.000Z', steps: { created: true, firstLogin: true, projectDetails: true, fileUpload: false } },
          ],
        },
      }),
    });
    const { user } = renderActions();
    await user.click(screen.getByRole('button', { name: 'View Onboarding Flow' }));
    const dialog = screen.getByRole('dialog', { name: 'Customer Onboarding Workflow' });
    for (const title of ['Staff creates the customer', 'The customer’s first login', 'Project details', 'File upload']) {
      expect(within(dialog).getAllByText(title, { exact: false }).length).toBeGreaterThan(0);
    }
    expect(await within(dialog).findByRole('link', { name: 'Jane Smith' })).toHaveAttribute('href', '/customers/projects/proj-1');
    expect(within(dialog).getByRole('list', { name: '3 of 4 onboarding steps done' })).toBeInTheDocument();
    expect(within(dialog).getByText('Step 4, File upload: not yet')).toBeInTheDocument();
  });
});
