import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@/client/components/ui/button';
import { PageHero } from '@/client/components/layout/page-hero';
import { paths } from '@/client/lib/paths';
import { GardenRoomIllustration } from './garden-room-illustration';

export function HomeHero({ companyName }: { companyName: string }) {
  return (
    <PageHero
      className="min-h-[34rem] sm:min-h-[38rem]"
      aside={<GardenRoomIllustration className="w-full drop-shadow-2xl" />}
      eyebrow="Garden rooms · Home offices · Studios"
      title={companyName}
      description="Beautifully insulated garden buildings, designed around your garden and installed by our own team. Follow your build online, from signed contract to the day you move in."
    >
      <div className="flex flex-wrap gap-3">
        <Link to={paths.demo} className={buttonVariants({ variant: 'light', size: 'lg' })}>
          Book a Demo
          <ArrowRight aria-hidden="true" />
        </Link>
        <Link to={paths.login} className={buttonVariants({ variant: 'lightOutline', size: 'lg' })}>
          Login
        </Link>
      </div>
    </PageHero>
  );
}
