import type { GalleryCategory } from '@/shared/schemas/gallery';
import { cn } from '@/client/lib/cn';
import { CATEGORIES, CATEGORY_FILTER_LABELS } from './categories';

interface CategoryFilterProps {
  value: GalleryCategory | null;
  onChange: (value: GalleryCategory | null) => void;
  counts: Record<GalleryCategory | 'all', number>;
}

/**
 * A toggle group: one pressed button at a time, each a plain button in the tab order, so it
 * works with Tab and Enter/Space as any button does and says which is on (aria-pressed).
 */
export function CategoryFilter({ value, onChange, counts }: CategoryFilterProps) {
  const options: { value: GalleryCategory | null; label: string; count: number }[] = [
    { value: null, label: 'All', count: counts.all },
    ...CATEGORIES.map((category) => ({ value: category, label: CATEGORY_FILTER_LABELS[category], count: counts[category] })),
  ];
  return (
    <div role="group" aria-label="Show photos of" className="flex flex-wrap gap-2">
      {options.map((option) => {
        const pressed = option.value === value;
        return (
          <button
            key={option.label}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(option.value)}
            className={cn(
              'inline-flex h-10 items-center gap-2 rounded-full border px-4 text-sm font-medium transition-colors',
              pressed ? 'border-primary bg-primary text-primary-fg' : 'border-border-strong bg-surface text-foreground hover:bg-subtle',
            )}
          >
            {option.label}
            <span aria-hidden="true" className={cn('text-xs tabular-nums', pressed ? 'text-primary-fg/85' : 'text-muted')}>
              {option.count}
            </span>
            <span className="sr-only">, {option.count === 1 ? '1 photo' : `${option.count} photos`}</span>
          </button>
        );
      })}
    </div>
  );
}
