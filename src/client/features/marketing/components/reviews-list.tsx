import { Star } from 'lucide-react';
import type { Review } from '@/shared/schemas/site-content';
import { cn } from '@/client/lib/cn';

const RATING = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 });

/** "4.8": the mean of the reviews shown, to one decimal. */
export function averageRating(reviews: Review[]): string | null {
  if (reviews.length === 0) return null;
  return RATING.format(reviews.reduce((sum, r) => sum + r.rating, 0) / reviews.length);
}

/** Customers' reviews as quotes, each with its rating said in words and drawn as stars. */
export function ReviewsList({ reviews, className }: { reviews: Review[]; className?: string }) {
  return (
    <ul aria-label="Customer reviews" className={cn('grid gap-6 md:grid-cols-2 xl:grid-cols-3', className)}>
      {reviews.map((review) => (
        <li key={`${review.name}-${review.town}`} className="flex flex-col rounded-2xl border border-border bg-surface p-7 shadow-xs">
          <figure className="flex flex-1 flex-col">
            <Stars rating={review.rating} />
            <blockquote className="mt-4 flex-1 leading-relaxed">
              <p>“{review.text}”</p>
            </blockquote>
            <figcaption className="mt-5 text-sm">
              <span className="font-semibold">{review.name}</span>
              <span className="text-muted">, {review.town}</span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}

export function Stars({ rating }: { rating: number }) {
  return (
    <p className="flex items-center gap-0.5 text-warning-ink">
      <span className="sr-only">Rated {rating} out of 5</span>
      {Array.from({ length: 5 }, (_, i) => (
        <Star key={i} aria-hidden="true" className={cn('size-5', i < rating && 'fill-current')} />
      ))}
    </p>
  );
}
