import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/client/lib/cn';
import { useReturnFocus } from '@/client/lib/return-focus';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

/** The look every modal shares, ConfirmDialog's included. */
export const dialogStyles = {
  overlay: 'fixed inset-0 z-50 bg-black/60 data-[state=open]:animate-fade-in',
  content:
    'fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg overflow-y-auto -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-border bg-surface p-6 text-foreground shadow-2xl data-[state=open]:animate-fade-in',
  close: 'absolute top-3 right-3 inline-flex size-9 items-center justify-center rounded-full text-muted hover:bg-subtle hover:text-foreground',
  title: 'font-display text-xl font-semibold',
  description: 'mt-1.5 text-sm text-muted',
};

/**
 * A centred modal dialog; give it a DialogTitle (and a DialogDescription) for screen readers.
 * On close, focus goes back to whatever opened it, a DialogTrigger or any other button
 * (lib/return-focus.ts); an onCloseAutoFocus that calls preventDefault puts it elsewhere.
 */
export function DialogContent({ className, children, onOpenAutoFocus, onCloseAutoFocus, ...props }: ComponentProps<typeof DialogPrimitive.Content>) {
  const focus = useReturnFocus({ onOpenAutoFocus, onCloseAutoFocus });
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={dialogStyles.overlay} />
      <DialogPrimitive.Content
        className={cn(dialogStyles.content, className)}
        {...props}
        {...focus}
      >
        {children}
        <DialogPrimitive.Close className={dialogStyles.close} aria-label="Close">
          <X aria-hidden="true" className="size-4" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn(dialogStyles.title, className)} {...props} />;
}

export function DialogDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn(dialogStyles.description, className)} {...props} />;
}
