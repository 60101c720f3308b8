import { MapPin, Star } from 'lucide-react';
import type { SiteContent } from '@/shared/schemas/site-content';
import { PageHero } from '@/client/components/layout/page-hero';
import { formatList } from '../format';
import { GardenRoomIllustration } from './garden-room-illustration';
import { HeroActions } from './hero-actions';
import { averageRating } from './reviews-list';

/**
 * The home page's opening: the company's own headline once its content is here (its name
 * until then, so the page never opens without a heading).
 */
export function HomeHero({ companyName, content }: { companyName: string; content: SiteContent | undefined }) {
  const rating = content ? averageRating(content.reviews) : null;
  return (
    <PageHero
      className="min-h-[34rem] sm:min-h-[38rem]"
      aside={<GardenRoomIllustration className="w-full drop-shadow-2xl" />}
      eyebrow={companyName}
      title={content?.hero.headline ?? companyName}
      description={content?.hero.intro}
    >
      <HeroActions />
      {content && (
        <ul aria-label="At a glance" className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm text-white/85">
          {rating && (
            <li className="inline-flex items-center gap-1.5">
              <Star aria-hidden="true" className="size-4 fill-current" />
              Rated {rating} out of 5 by our customers
            </li>
          )}
          <li className="inline-flex items-center gap-1.5">
            <MapPin aria-hidden="true" className="size-4" />
            Building across {formatList(content.contact.areaServed)}
          </li>
        </ul>
      )}
    </PageHero>
  );
}
