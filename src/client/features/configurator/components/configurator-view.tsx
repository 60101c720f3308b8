import { CONFIGURATOR_GROUPS } from '@/shared/constants/site';
import { GROUP_KEYS } from '@/shared/configurator-groups';
import { areaCm2Of, priceConfiguration } from '@/shared/configurator-pricing';
import { formatPence } from '@/shared/money';
import { Alert } from '@/client/components/ui/alert';
import { Button } from '@/client/components/ui/button';
import { errorMessage } from '@/client/components/errors/error-message';
import { useOptions } from '../api/get-options';
import { useConfiguration } from '../hooks/use-configuration';
import { OptionStep } from './option-step';
import { PlanningCheckCard } from './planning-check-card';
import { PriceSummary } from './price-summary';
import { QuoteRequestDialog } from './quote-request-dialog';

/**
 * Phones see the summary only after the eight steps, so the running total rides along at the
 * bottom of the steps (sticky within them, so it never covers the summary or the footer).
 */
function MobilePriceBar({ totalPence }: { totalPence: number }) {
  return (
    <div className="sticky bottom-3 z-10 flex items-center justify-between gap-3 rounded-2xl border border-border bg-surface/95 px-4 py-3 shadow-lg backdrop-blur-md lg:hidden">
      <p className="text-sm text-muted">
        Total <span className="block font-display text-xl font-semibold text-foreground">{formatPence(totalPence)}</span>
      </p>
      <a href="#summary" className="inline-flex h-10 items-center rounded-full bg-primary px-4 text-sm font-medium text-primary-fg shadow-sm hover:bg-primary-hover">
        Summary and quote
      </a>
    </div>
  );
}

/** The configurator: eight steps, the live price beside them, and the planning self-check. */
export function ConfiguratorView() {
  const options = useOptions();
  const { configuration, choices, choose } = useConfiguration(options.data);

  if (options.isPending) {
    return (
      <p role="status" className="text-muted">
        Loading the options...
      </p>
    );
  }
  if (options.isError) {
    return (
      <Alert>
        <p>We could not load the options. {errorMessage(options.error)}</p>
        <Button size="sm" variant="secondary" className="mt-3" onClick={() => void options.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }

  const all = options.data;
  const result = configuration ? priceConfiguration(all, configuration) : null;
  const chosen = (group: (typeof CONFIGURATOR_GROUPS)[number]) => all.find((o) => o.group === group && o.code === choices[GROUP_KEYS[group]]);
  const size = chosen('size');
  const product = chosen('product_type');
  const areaCm2 = size ? areaCm2Of(size) : null;
  const summary =
    result?.ok && product && size
      ? `${product.label}, ${size.label}: ${formatPence(result.quote.totalPence)} including VAT. Leave your details and we will be in touch.`
      : 'Leave your details and we will be in touch.';

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
      <div className="space-y-5">
        {CONFIGURATOR_GROUPS.map((group, index) => (
          <OptionStep
            key={group}
            step={index + 1}
            group={group}
            options={all.filter((o) => o.group === group)}
            value={choices[GROUP_KEYS[group]]}
            onChange={(code) => choose(group, code)}
            areaCm2={areaCm2}
            floorRatePence={product?.attributes.perM2Pence ?? null}
          />
        ))}
        {result?.ok && <MobilePriceBar totalPence={result.quote.totalPence} />}
      </div>
      {/* Spans both rows on wide screens so the price stays in view beside the steps and the planning check. */}
      <div className="lg:sticky lg:top-24 lg:col-start-2 lg:row-span-2 lg:row-start-1">
        <PriceSummary result={result} productLabel={product?.label} action={<QuoteRequestDialog configuration={result?.ok ? configuration : null} summary={summary} />} />
      </div>
      <PlanningCheckCard size={result?.ok ? { widthM: result.widthM, depthM: result.depthM } : null} />
    </div>
  );
}
