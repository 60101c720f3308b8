import * as AlertDialogPrimitive from '@radix-ui/react-alert-dialog';
import { X } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import { useReturnFocus } from '@/client/lib/return-focus';
import { Button } from './button';
import { dialogStyles } from './dialog';

interface ConfirmDialogProps {
  /** Open from state (a dialog about one row of a list); leave out with a trigger to let the dialog keep it. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The control that opens it, when it has one of its own. */
  trigger?: ReactNode;
  title: ReactNode;
  description: ReactNode;
  /** Shown under the description: what is about to go, a photo say. */
  children?: ReactNode;
  /** The destructive button's words (and icon); while busy, whatever says it is working. */
  confirmLabel: ReactNode;
  /** Runs the action; the caller closes the dialog once it has succeeded. */
  onConfirm: () => void;
  /**
   * The action is under way: its button is disabled and marked busy, and the dialog stays up
   * (Cancel, Escape and Close do nothing) until it has ended, since a request sent cannot be taken back.
   */
  busy?: boolean;
  onOpenAutoFocus?: (event: Event) => void;
  /** Called before focus goes back to the opener; preventDefault keeps focus where it put it. */
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * Asks once more before something that cannot be undone (deleting, removing, voiding). An
 * alertdialog: a click outside does not close it, Escape, Cancel and Close do, and focus starts
 * on Cancel, never on the destructive button. On close focus goes back to what opened it
 * (lib/return-focus.ts), as in every dialog.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  children,
  confirmLabel,
  onConfirm,
  busy = false,
  onOpenAutoFocus,
  onCloseAutoFocus,
}: ConfirmDialogProps) {
  const focus = useReturnFocus({ onOpenAutoFocus, onCloseAutoFocus });
  const cancel = useRef<HTMLButtonElement>(null);
  return (
    <AlertDialogPrimitive.Root open={open} onOpenChange={(next) => (next || !busy) && onOpenChange?.(next)}>
      {trigger && <AlertDialogPrimitive.Trigger asChild>{trigger}</AlertDialogPrimitive.Trigger>}
      <AlertDialogPrimitive.Portal>
        <AlertDialogPrimitive.Overlay className={dialogStyles.overlay} />
        <AlertDialogPrimitive.Content
          className={dialogStyles.content}
          onOpenAutoFocus={(event) => {
            focus.onOpenAutoFocus(event);
            // Radix focuses the last Cancel mounted, which would be the corner's Close.
            event.preventDefault();
            cancel.current?.focus({ preventScroll: true });
          }}
          onCloseAutoFocus={focus.onCloseAutoFocus}
        >
          <AlertDialogPrimitive.Title className={dialogStyles.title}>{title}</AlertDialogPrimitive.Title>
          <AlertDialogPrimitive.Description className={dialogStyles.description}>{description}</AlertDialogPrimitive.Description>
          {children}
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialogPrimitive.Cancel asChild>
              <Button ref={cancel} variant="secondary" disabled={busy}>
                Cancel
              </Button>
            </AlertDialogPrimitive.Cancel>
            <Button variant="danger" onClick={onConfirm} disabled={busy} aria-busy={busy || undefined}>
              {confirmLabel}
            </Button>
          </div>
          <AlertDialogPrimitive.Cancel className={dialogStyles.close} aria-label="Close">
            <X aria-hidden="true" className="size-4" />
          </AlertDialogPrimitive.Cancel>
        </AlertDialogPrimitive.Content>
      </AlertDialogPrimitive.Portal>
    </AlertDialogPrimitive.Root>
  );
}
