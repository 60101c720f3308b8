import { paths } from '@/client/lib/paths';

/** A menu entry. */
export interface MenuItem {
  title: string;
  href: string;
  description?: string;
  items?: MenuItem[];
}

/** The public site's main menu (Public header and menus). */
export const MAIN_MENU: MenuItem[] = [
  { title: 'Home', href: paths.home },
  {
    title: 'Products',
    href: paths.products.gardenRooms,
    items: [
      { title: 'Garden Rooms', href: paths.products.gardenRooms },
      { title: 'Home Offices', href: paths.products.homeOffices },
      { title: 'Studios', href: paths.products.studios },
    ],
  },
  { title: 'Gallery', href: paths.gallery },
  {
    title: 'Services',
    href: paths.services.installation,
    items: [
      { title: 'Installation', href: paths.services.installation },
      { title: 'Design Consultation', href: paths.services.design },
      { title: 'Maintenance', href: paths.services.maintenance },
    ],
  },
  { title: 'Contact', href: paths.contact },
];

/** The mobile drawer's shorter list; Book a Demo is shown as a button below it. */
export const MOBILE_MENU: MenuItem[] = [
  { title: 'Home', href: paths.home },
  { title: 'Gallery', href: paths.gallery },
  { title: 'FAQ', href: paths.faqs },
  { title: 'Contact', href: paths.contact },
];
