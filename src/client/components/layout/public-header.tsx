import { Link } from 'react-router';
import { HEADER_SCROLL_THRESHOLD_PX } from '@/shared/constants/product';
import { buttonVariants } from '@/client/components/ui/button';
import { useSignedIn } from '@/client/lib/auth/use-signed-in';
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
 * page scrolls past the threshold, then a solid surface with a shadow. Between the
 * mobile breakpoint and lg the menu takes a second row: a tablet is too narrow for
 * the logo, five menu items, Login, Book a Demo and the theme button on one line.
 * A signed-in visitor gets a way back to their dashboard where Login would be.
 */
export function PublicHeader() {
  const { company } = useCompany();
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD_PX);
  const onDark = !scrolled;
  const hover = onDark ? 'hover:bg-white/10' : 'hover:bg-subtle';
  const signedIn = useSignedIn();

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
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 px-4 sm:px-6 lg:flex-nowrap lg:px-8">
        <Link to={paths.home} className="mr-auto shrink-0 rounded-lg lg:mr-0">
          <Logo company={company} />
        </Link>
        <MainNav onDark={onDark} className="order-last -mx-2 w-full pb-2 lg:order-none lg:mx-0 lg:w-auto lg:pb-0" />
        <div className="flex h-18 items-center gap-1.5 lg:ml-auto">
          <Link
            to={signedIn ? paths.dashboard : paths.login}
            className={cn('inline-flex h-10 items-center rounded-full px-3.5 text-sm font-medium', hover)}
          >
            {signedIn ? 'Dashboard' : 'Login'}
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
