import { Link } from 'react-router';
import { useCompany } from '@/client/lib/company/get-company';
import { paths } from '@/client/lib/paths';
import { PRODUCT_NAME } from '@/shared/constants/product';
import { FallbackLogo } from './logo';

const COLUMNS = [
  {
    title: 'Products',
    links: [
      { title: 'Garden Rooms', href: paths.products.gardenRooms },
      { title: 'Home Offices', href: paths.products.homeOffices },
      { title: 'Studios', href: paths.products.studios },
      { title: 'Composite Collection', href: paths.compositeCollection },
    ],
  },
  {
    title: 'Services',
    links: [
      { title: 'Installation', href: paths.services.installation },
      { title: 'Design Consultation', href: paths.services.design },
      { title: 'Maintenance', href: paths.services.maintenance },
      { title: 'Configurator', href: paths.configurator },
    ],
  },
  {
    title: 'Company',
    links: [
      { title: 'Gallery', href: paths.gallery },
      { title: 'Pricing', href: paths.pricing },
      { title: 'FAQs', href: paths.faqs },
      { title: 'Contact', href: paths.contact },
    ],
  },
];

export function PublicFooter() {
  const { company } = useCompany();
  const name = company?.name ?? PRODUCT_NAME;
  return (
    <footer className="border-t border-border bg-surface">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-10 px-4 py-14 sm:grid-cols-3 sm:px-6 md:grid-cols-[1.4fr_repeat(3,1fr)] lg:px-8">
        <div className="col-span-2 max-w-xs sm:col-span-3 md:col-span-1">
          <FallbackLogo name={name} />
          <p className="mt-4 text-sm leading-relaxed text-muted">
            Garden rooms, home offices and studios, designed around your garden and installed by our own team.
          </p>
        </div>
        {COLUMNS.map((column) => (
          <nav key={column.title} aria-label={`${column.title} links`}>
            <h2 className="text-sm font-semibold text-foreground">{column.title}</h2>
            <ul className="mt-3 space-y-2">
              {column.links.map((link) => (
                <li key={link.href}>
                  <Link to={link.href} className="rounded-sm text-sm text-muted hover:text-foreground hover:underline">
                    {link.title}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-border">
        <p className="mx-auto max-w-7xl px-4 py-5 text-xs text-muted sm:px-6 lg:px-8">
          © {new Date().getFullYear()} {name}. Prices include VAT at 20%.
        </p>
      </div>
    </footer>
  );
}
