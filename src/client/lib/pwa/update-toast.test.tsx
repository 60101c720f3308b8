import { act, fireEvent, render, screen } from '@testing-library/react';
import { Toaster, toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showUpdateToast } from './update-toast';

afterEach(() => {
  act(() => toast.dismiss());
  vi.useRealTimers();
});

describe('showUpdateToast', () => {
  it("shows the spec's words with an Update action that updates the app", async () => {
    const update = vi.fn();
    render(<Toaster />);
    act(() => showUpdateToast(update));
    expect(await screen.findByText('Update Available')).toBeInTheDocument();
    expect(screen.getByText('A new version is available. Refresh to update.')).toBeInTheDocument();
    // A click alone: jsdom has no pointer capture, which sonner's swipe handling asks for on pointerdown.
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(update).toHaveBeenCalledOnce();
  });

  it('stays for 10 seconds, then goes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    render(<Toaster />);
    act(() => showUpdateToast(() => undefined));
    expect(await screen.findByText('Update Available')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(9_000));
    expect(screen.getByText('Update Available')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    await vi.waitFor(() => expect(screen.queryByText('Update Available')).not.toBeInTheDocument());
  });
});
