import { CreditCard } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/client/components/ui/button';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/client/components/ui/tooltip';

export const CARD_PAYMENTS_COMING_SOON = 'Card payments are coming soon';

/**
 * The third-party online payment button, which does nothing yet (as the product's screens specify).
 * A disabled button gets neither focus nor pointer events, so the focusable span
 * around it carries the tooltip for mouse and keyboard users alike.
 */
export function CardPaymentButton({ itemTitle }: { itemTitle: string }) {
  const noteId = useId();
  return (
    <>
      <Tooltip>
        <TooltipTrigger asChild>
          <span tabIndex={0} aria-describedby={noteId} className="inline-flex rounded-full">
            <Button variant="secondary" size="sm" disabled>
              <CreditCard aria-hidden="true" />
              Pay by card <span className="sr-only">for {itemTitle}</span>
            </Button>
          </span>
        </TooltipTrigger>
        <TooltipContent>{CARD_PAYMENTS_COMING_SOON}</TooltipContent>
      </Tooltip>
      {/* Always in the page, so screen readers hear it without waiting for the tooltip. */}
      <span id={noteId} hidden>
        {CARD_PAYMENTS_COMING_SOON}
      </span>
    </>
  );
}
