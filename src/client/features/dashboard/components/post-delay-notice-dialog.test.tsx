// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/client/test/render-with-providers';
import { callsTo, stubApi } from '../../../../../tests/setup/client-api-stub';
import { PostDelayNoticeDialog } from './post-delay-notice-dialog';

const PROJECT_ID = 'proj-123456';
const PATH = `/api/projects/${PROJECT_ID}/delay-notice`;

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  warn.mockRestore();
  vi.unstubAllGlobals();
});

function renderDialog() {
  const { queryClient } = renderWithProviders(<PostDelayNoticeDialog projectId={PROJECT_ID} installDate="2030-05-20" />, {
    queryData: [[['projects', PROJECT_ID], { id: PROJECT_ID }]],
  });
  return { user: userEvent.setup(), queryClient };
}

const NOTICE = {
  id: 'dn-1',
  reason: 'Our cladding supplier is running late.',
  previousInstallDate: '2030-05-20',
  revisedInstallDate: '2030-06-12',
  authorName: 'James Wilson',
  createdAt: '2030-05-01T09:30:00.000Z',
};

describe('Post delay notice', () => {
  it('asks for a reason and a date, posts them and refreshes the project', async () => {
    const fetchMock = stubApi({ [`POST ${PATH}`]: () => ({ status: 201, body: NOTICE }) });
    const { user, queryClient } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Post delay notice' }));
    const dialog = screen.getByRole('dialog', { name: 'Post delay notice' });
    expect(dialog).toHaveTextContent('now 20 May 2030');

    await user.click(within(dialog).getByRole('button', { name: 'Post Notice' }));
    expect(await within(dialog).findByText('Tell the customer why the installation is moving')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose the new install date')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', PATH)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Revised install date'), '2030-06-12');
    await user.type(within(dialog).getByLabelText('Reason'), 'Our cladding supplier is running late.');
    await user.click(within(dialog).getByRole('button', { name: 'Post Notice' }));

    expect(await screen.findByText('Delay notice posted')).toBeInTheDocument();
    const [call] = callsTo(fetchMock, 'POST', PATH);
    expect(JSON.parse(call![1]!.body as string)).toEqual({ reason: 'Our cladding supplier is running late.', revisedInstallDate: '2030-06-12' });
    expect(queryClient.getQueryState(['projects', PROJECT_ID])?.isInvalidated).toBe(true);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("refuses a date in the past before asking the server", async () => {
    const fetchMock = stubApi({});
    const { user } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Post delay notice' }));
    const dialog = screen.getByRole('dialog', { name: 'Post delay notice' });
    await user.type(within(dialog).getByLabelText('Revised install date'), '2020-01-01');
    await user.type(within(dialog).getByLabelText('Reason'), 'Late');
    await user.click(within(dialog).getByRole('button', { name: 'Post Notice' }));
    expect(await within(dialog).findByText('The new install date cannot be in the past')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a date past 2100 beside the field, before asking the server', async () => {
    const fetchMock = stubApi({});
    const { user } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Post delay notice' }));
    const dialog = screen.getByRole('dialog', { name: 'Post delay notice' });
    await user.type(within(dialog).getByLabelText('Revised install date'), '2101-01-01');
    await user.type(within(dialog).getByLabelText('Reason'), 'Late');
    await user.click(within(dialog).getByRole('button', { name: 'Post Notice' }));
    expect(await within(dialog).findByText('Enter a date between 1900 and 2100.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Revised install date')).toHaveAccessibleDescription('Enter a date between 1900 and 2100.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's reason when it refuses", async () => {
    stubApi({
      [`POST ${PATH}`]: () => ({
        status: 400,
        body: { error: { code: 'VALIDATION_FAILED', message: 'That is already the install date.', fields: { revisedInstallDate: ['That is already the install date.'] } } },
      }),
    });
    const { user } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Post delay notice' }));
    const dialog = screen.getByRole('dialog', { name: 'Post delay notice' });
    await user.type(within(dialog).getByLabelText('Revised install date'), '2030-05-20');
    await user.type(within(dialog).getByLabelText('Reason'), 'Late');
    await user.click(within(dialog).getByRole('button', { name: 'Post Notice' }));
    expect(await within(dialog).findByText('That is already the install date.')).toBeInTheDocument();
  });
});
