// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';
import { ConfirmDialog } from './confirm-dialog';

/** A row's Delete button asking once more, as the app's delete dialogs do; `busy` holds the action in flight. */
function DeleteRow({ onConfirm = () => {}, busy = false }: { onConfirm?: () => void; busy?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <main>
      <button type="button">Before</button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        trigger={<Button>Delete Groundworks</Button>}
        title="Delete payment"
        description="Remove “Groundworks” from the schedule?"
        confirmLabel="Delete payment"
        onConfirm={onConfirm}
        busy={busy}
      />
    </main>
  );
}

async function openWithKeyboard() {
  const user = userEvent.setup();
  const opener = screen.getByRole('button', { name: 'Delete Groundworks' });
  while (document.activeElement !== opener) await user.tab();
  await user.keyboard('{Enter}');
  return { user, dialog: await screen.findByRole('alertdialog', { name: 'Delete payment' }) };
}

describe('ConfirmDialog', () => {
  it('is an alert dialog named by its title and described by its question', async () => {
    render(<DeleteRow />);
    const { dialog } = await openWithKeyboard();
    expect(dialog).toHaveAccessibleDescription('Remove “Groundworks” from the schedule?');
  });

  it('starts on Cancel, not on the button that deletes', async () => {
    render(<DeleteRow />);
    await openWithKeyboard();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Delete payment' })).not.toHaveFocus();
  });

  it('closes on Escape without acting, and gives focus back to the button that opened it', async () => {
    const onConfirm = vi.fn();
    render(<DeleteRow onConfirm={onConfirm} />);
    const { user } = await openWithKeyboard();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete Groundworks' })).toHaveFocus());
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('closes from its corner Close button too, focus back on the opener', async () => {
    render(<DeleteRow />);
    const { user } = await openWithKeyboard();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete Groundworks' })).toHaveFocus());
  });

  it('acts only on its destructive button, and stays open for the caller to close', async () => {
    const onConfirm = vi.fn();
    render(<DeleteRow onConfirm={onConfirm} />);
    const { user, dialog } = await openWithKeyboard();
    await user.click(screen.getByRole('button', { name: 'Delete payment' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(dialog).toBeInTheDocument();
  });

  it('keeps Tab inside the dialog', async () => {
    render(<DeleteRow />);
    const { user, dialog } = await openWithKeyboard();
    for (let i = 0; i < 4; i++) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('while the action runs, cannot be dismissed and says its button is busy', async () => {
    const { rerender } = render(<DeleteRow />);
    const { user, dialog } = await openWithKeyboard();
    rerender(<DeleteRow busy />);
    const confirm = screen.getByRole('button', { name: 'Delete payment' });
    expect(confirm).toBeDisabled();
    expect(confirm).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(dialog).toBeInTheDocument();
  });
});
