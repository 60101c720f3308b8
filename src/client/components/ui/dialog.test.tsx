// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from './dialog';

interface Row {
  id: string;
  title: string;
}

/**
 * A table's rows, each with a plain button that opens one shared dialog from state (no
 * DialogTrigger): the pattern that used to leave focus on the page body. "Settle" removes the
 * row, before the dialog closes or after it, as a refetched list does.
 */
function RowsWithDialog({ removeAfterClose = false, onCloseAutoFocus }: { removeAfterClose?: boolean; onCloseAutoFocus?: (event: Event) => void }) {
  const [rows, setRows] = useState<Row[]>([
    { id: 'a', title: 'Deposit' },
    { id: 'b', title: 'Final Payment' },
  ]);
  const [open, setOpen] = useState<Row | null>(null);
  const remove = (row: Row) => setRows((current) => current.filter((r) => r.id !== row.id));
  return (
    <main>
      <button type="button">Filter</button>
      <ul>
        {rows.map((row) => (
          <li key={row.id}>
            <button type="button" onClick={() => setOpen(row)}>
              Verify {row.title}
            </button>
          </li>
        ))}
      </ul>
      <Dialog open={open !== null} onOpenChange={(next) => !next && setOpen(null)}>
        <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
          <DialogTitle>Verify</DialogTitle>
          <DialogDescription>Check it arrived.</DialogDescription>
          <DialogClose>Cancel</DialogClose>
          <button
            type="button"
            onClick={() => {
              if (!open) return;
              if (removeAfterClose) {
                setOpen(null);
                setTimeout(() => remove(open), 20);
              } else {
                remove(open);
                setOpen(null);
              }
            }}
          >
            Settle
          </button>
        </DialogContent>
      </Dialog>
    </main>
  );
}

async function openFor(title: string) {
  const user = userEvent.setup();
  await user.tab();
  while (document.activeElement !== screen.getByRole('button', { name: `Verify ${title}` })) await user.tab();
  await user.keyboard('{Enter}');
  expect(screen.getByRole('dialog', { name: 'Verify' })).toBeInTheDocument();
  return user;
}

describe('a dialog opened from state, not from a DialogTrigger', () => {
  it('gives focus back to the button that opened it on Escape', async () => {
    render(<RowsWithDialog />);
    const user = await openFor('Final Payment');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Verify Final Payment' })).toHaveFocus());
  });

  it('gives focus back to the button that opened it on Cancel', async () => {
    render(<RowsWithDialog />);
    const user = await openFor('Deposit');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Verify Deposit' })).toHaveFocus());
  });

  it('moves focus to the tab stop now where the opener was when its row has left the list', async () => {
    render(<RowsWithDialog />);
    const user = await openFor('Deposit');
    await user.click(screen.getByRole('button', { name: 'Settle' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Verify Final Payment' })).toHaveFocus());
  });

  it('falls back to the tab stop before it when the last row leaves the list', async () => {
    render(<RowsWithDialog />);
    const user = await openFor('Final Payment');
    await user.click(screen.getByRole('button', { name: 'Settle' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Verify Deposit' })).toHaveFocus());
  });

  it('moves focus on when the row leaves the list just after the dialog has closed', async () => {
    render(<RowsWithDialog removeAfterClose />);
    const user = await openFor('Deposit');
    await user.click(screen.getByRole('button', { name: 'Settle' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Verify Deposit' })).toBeNull());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Verify Final Payment' })).toHaveFocus());
  });

  it("leaves focus where the caller's own onCloseAutoFocus put it", async () => {
    render(
      <RowsWithDialog
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          screen.getByRole('button', { name: 'Filter' }).focus();
        }}
      />,
    );
    const user = await openFor('Deposit');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Filter' })).toHaveFocus());
  });
});

describe('a dialog with a DialogTrigger', () => {
  it('gives focus back to its trigger on Escape', async () => {
    render(
      <Dialog>
        <DialogTrigger>Open</DialogTrigger>
        <DialogContent>
          <DialogTitle>Hello</DialogTitle>
          <DialogDescription>Just a dialog.</DialogDescription>
        </DialogContent>
      </Dialog>,
    );
    const user = userEvent.setup();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog', { name: 'Hello' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus());
  });
});
