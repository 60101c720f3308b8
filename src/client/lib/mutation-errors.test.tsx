// @vitest-environment jsdom
import { QueryClientProvider, useMutation } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast, Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { describeError, type MutationErrorMeta } from './mutation-errors';
import { ApiError } from './api-client';
import { createQueryClient } from './query-client';

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  toast.dismiss();
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => warn.mockRestore());

/** A Delete button whose action fails with `error`, calling mutateAsync as the app's components do. */
function renderAction(error: Error, meta?: MutationErrorMeta) {
  function DeleteTask() {
    const remove = useMutation({ mutationFn: (_id: string) => Promise.reject(error), meta });
    return (
      <button
        type="button"
        onClick={() => {
          remove.mutateAsync('task-1').catch(() => {});
        }}
      >
        Delete
      </button>
    );
  }
  render(
    <QueryClientProvider client={createQueryClient({ retry: false })}>
      <DeleteTask />
      <Toaster />
    </QueryClientProvider>,
  );
  return userEvent.click(screen.getByRole('button', { name: 'Delete' }));
}

describe('a failed mutation', () => {
  it("is shown once: the action's title over the server's message, and logged once", async () => {
    await renderAction(new ApiError(409, 'CONFLICT', 'The task was already done.'), { errorMessage: 'Could not delete the task' });
    expect(await screen.findByText('Could not delete the task')).toBeInTheDocument();
    expect(screen.getAllByText('Could not delete the task')).toHaveLength(1);
    expect(screen.getByText('The task was already done.')).toBeInTheDocument();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('says the generic line when the failure is not from the API', async () => {
    await renderAction(new TypeError('Failed to fetch'), { errorMessage: 'Could not delete the task' });
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument();
    expect(screen.queryByText('Failed to fetch')).not.toBeInTheDocument();
  });

  it('uses a fixed description, or none, and a title made from the error or what was sent', async () => {
    await renderAction(new ApiError(400, 'BAD_REQUEST', 'Amount too large'), {
      errorMessage: (error, id) => `Failed to update ${String(id)}: ${error.message}`,
      errorDescription: null,
    });
    expect(await screen.findByText('Failed to update task-1: Amount too large')).toBeInTheDocument();
  });

  it('shows the fixed description in place of the server message', async () => {
    await renderAction(new ApiError(500, 'INTERNAL', 'boom'), { errorMessage: 'Error', errorDescription: 'Failed to add note. Please try again.' });
    expect(await screen.findByText('Failed to add note. Please try again.')).toBeInTheDocument();
    expect(screen.queryByText('boom')).not.toBeInTheDocument();
  });

  it('can show the server message alone', async () => {
    await renderAction(new ApiError(409, 'CONFLICT', 'Already removed'), { errorMessage: describeError, errorDescription: null });
    expect(await screen.findByText('Already removed')).toBeInTheDocument();
  });

  it('leaves a mutation without error meta to its component: no toast, no log', async () => {
    await renderAction(new ApiError(409, 'CONFLICT', 'Already removed'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Already removed')).not.toBeInTheDocument();
    expect(warn).not.toHaveBeenCalled();
  });

  it('shows no toast for a form that puts the failure on its fields, but is still logged', async () => {
    await renderAction(new ApiError(400, 'VALIDATION_FAILED', 'Check the fields'), { errorMessage: 'Saving the task', errorToast: false });
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    expect(screen.queryByText('Check the fields')).not.toBeInTheDocument();
    expect(screen.queryByText('Saving the task')).not.toBeInTheDocument();
  });
});
