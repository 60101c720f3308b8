import type { ReactNode } from 'react';
import type { PriceResult } from '@/shared/configurator-pricing';
import { GROUP_LABELS } from '@/shared/configurator-groups';
import { formatPence, VAT_RATE_PERCENT } from '@/shared/money';
import { Alert } from '@/client/components/ui/alert';
import { Card } from '@/client/components/ui/card';
import { formatArea } from './option-price';

interface PriceSummaryProps {
  result: PriceResult | null;
  productLabel?: string;
  /** The "Request a quote" control, shown under the price. */
  action?: ReactNode;
}

/** The live price, computed in the browser by the same rule the server quotes with, and the choices behind it. */
export function PriceSummary({ result, productLabel, action }: PriceSummaryProps) {
  return (
    <Card role="region" aria-labelledby="configurator-summary-title" id="summary" className="scroll-mt-24 p-5 sm:p-6">
      <h2 id="configurator-summary-title" className="font-display text-xl font-semibold">
        Your {productLabel ? productLabel.toLowerCase() : 'building'}
      </h2>
      {!result ? (
        <p className="mt-3 text-sm text-muted">Choose an option in each step to see the price.</p>
      ) : !result.ok ? (
        <Alert className="mt-4">{result.message}</Alert>
      ) : (
        <>
          {/* Announced politely as choices change, without stealing focus. */}
          <div aria-live="polite" aria-atomic="true" className="mt-4 rounded-xl bg-subtle p-4">
            <p className="text-sm font-medium text-muted">Total price</p>
            <p className="font-display text-4xl font-semibold tracking-tight text-foreground" data-testid="configurator-total">
              {formatPence(result.quote.totalPence)}
            </p>
            <p className="mt-1 text-sm text-foreground">Includes VAT at {VAT_RATE_PERCENT}%: {formatPence(result.quote.vatPence)}</p>
            <p className="text-sm text-muted">Price before VAT: {formatPence(result.quote.netPence)}</p>
          </div>
          <h3 id="configurator-choices-title" className="mt-5 text-sm font-semibold text-foreground">
            Your choices
          </h3>
          <ul className="mt-2 divide-y divide-border text-sm" aria-labelledby="configurator-choices-title">
            {result.quote.lines.map((line) => (
              <li key={line.group} className="flex items-start justify-between gap-4 py-2">
                <span className="min-w-0">
                  <span className="block text-muted">{GROUP_LABELS[line.group]}</span>
                  <span className="block font-medium text-foreground">
                    {line.label}
                    {line.group === 'size' && ` (${formatArea(result.areaM2)})`}
                  </span>
                </span>
                <span className="shrink-0 text-right font-medium text-foreground tabular-nums">{line.amountPence === 0 ? 'Included' : formatPence(line.amountPence)}</span>
              </li>
            ))}
          </ul>
          <p className="mt-3 text-xs text-muted">A guide price: we confirm it after a free site survey.</p>
        </>
      )}
      {action && <div className="mt-5">{action}</div>}
    </Card>
  );
}
