import { Link } from 'react-router';
import { HEADER_SCROLL_THRESHOLD_PX } from '@/shared/constants/product';
import { buttonVariants } from '@/client/components/ui/button';
import { cn } from '@/client/lib/cn';
import { useCompany } from '@/client/lib/company/get-company';
import { paths } from '@/client/lib/paths';
import { useScrolledPast } from '@/client/lib/use-scrolled';
import { Logo } from './logo';
import { MainNav } from './main-nav';
import { MobileMenu } from './mobile-menu';
import { ThemeToggle } from './theme-toggle';

/**
 * The public site header: fixed, transparent over the dark page hero until the
 * page scrolls past the threshold, then a solid surface with a shadow.
 */
export function PublicHeader() {
  const { company } = useCompany();
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD_PX);
  const onDark = !scrolled;
  const hover = onDark ? 'hover:bg-white/10' : 'hover:bg-subtle';

  return (
    <header
      data-scrolled={scrolled ? 'true' : 'false'}
      className={cn(
        'fixed inset-x-0 top-0 z-40 transition-[background-color,box-shadow,color] duration-300',
        onDark
          ? 'on-dark bg-linear-to-b from-black/60 via-black/25 to-transparent text-white'
          : 'border-b border-border bg-surface/95 text-foreground shadow-md backdrop-blur-md',
      )}
    >
      <div className="mx-auto flex h-18 max-w-7xl items-center gap-4 px-4 sm:px-6 lg:px-8">
        <Link to={paths.home} className="mr-auto rounded-lg md:mr-4">
          <Logo company={company} />
        </Link>
        <MainNav onDark={onDark} />
        <div className="flex items-center gap-1.5 md:ml-auto">
          <Link to={paths.login} className={cn('inline-flex h-10 items-center rounded-full px-3.5 text-sm font-medium', hover)}>
            Login
          </Link>
          <Link
            to={paths.demo}
            className={cn(buttonVariants({ variant: onDark ? 'light' : 'primary', size: 'md' }), 'hidden md:inline-flex')}
          >
            Book a Demo
          </Link>
          <ThemeToggle className={cn('hidden md:inline-flex', hover)} />
          <MobileMenu onDark={onDark} />
        </div>
      </div>
    </header>
  );
}
