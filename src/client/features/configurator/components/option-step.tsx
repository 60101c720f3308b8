import type { ConfiguratorGroup } from '@/shared/constants/site';
import { GROUP_LABELS } from '@/shared/configurator-groups';
import type { ConfiguratorOption } from '@/shared/schemas/configurator';
import { cn } from '@/client/lib/cn';
import { optionPriceText } from './option-price';

interface OptionStepProps {
  step: number;
  group: ConfiguratorGroup;
  options: ConfiguratorOption[];
  value: string | undefined;
  onChange: (code: string) => void;
  areaCm2: number | null;
  floorRatePence: number | null;
}

/**
 * One step as a group of native radio buttons: arrow keys move between choices and screen
 * readers announce "3 of 4", with the card around each only for looks.
 */
export function OptionStep({ step, group, options, value, onChange, areaCm2, floorRatePence }: OptionStepProps) {
  const name = `configurator-${group}`;
  return (
    <fieldset className="rounded-2xl border border-border bg-surface p-5 shadow-xs sm:p-6">
      {/* Floated so the legend sits inside the card's padding like any heading. */}
      <legend className="float-left flex w-full items-center gap-3">
        <span className="sr-only">Step {step}: </span>
        <span aria-hidden="true" className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-subtle text-sm font-semibold text-brand-ink">
          {step}
        </span>
        <span className="font-display text-lg font-semibold">{GROUP_LABELS[group]}</span>
      </legend>
      {options.length === 0 ? (
        <p className="clear-both pt-4 text-sm text-muted">No choices here yet. Ask us about this part of your building.</p>
      ) : (
        <div className={cn('clear-both grid gap-3 pt-4', group === 'size' ? 'grid-cols-2 sm:grid-cols-3' : 'sm:grid-cols-2')}>
          {options.map((option) => {
            const id = `${name}-${option.code}`;
            const price = optionPriceText(option, areaCm2, floorRatePence);
            return (
              <label
                key={option.id}
                htmlFor={id}
                className={cn(
                  'flex cursor-pointer items-start rounded-xl border border-border-strong bg-surface transition-colors hover:bg-subtle has-checked:border-primary has-checked:bg-brand-subtle has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-[var(--focus-ring)]',
                  // Sizes sit two abreast on a phone: a little less padding keeps "2.5 × 2.5 m" on one line.
                  group === 'size' ? 'gap-2.5 p-3' : 'gap-3 p-3.5',
                )}
              >
                <input
                  type="radio"
                  id={id}
                  name={name}
                  value={option.code}
                  checked={value === option.code}
                  onChange={() => onChange(option.code)}
                  className="mt-0.5 size-4 shrink-0 accent-primary focus-visible:outline-none"
                  // Named by the label alone; the price and description are read as its description.
                  aria-labelledby={`${id}-label`}
                  aria-describedby={option.description || price ? `${id}-details` : undefined}
                />
                <span className="min-w-0 flex-1">
                  <span id={`${id}-label`} className={cn('block font-medium text-foreground', group === 'size' && 'whitespace-nowrap')}>
                    {option.label}
                  </span>
                  <span id={`${id}-details`} className="block">
                    {price && <span className="mt-0.5 block text-sm font-semibold text-brand-ink">{price}</span>}
                    {option.description && <span className="mt-1 block text-sm text-muted">{option.description}</span>}
                  </span>
                </span>
              </label>
            );
          })}
        </div>
      )}
    </fieldset>
  );
}
