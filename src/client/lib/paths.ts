/** Every route path the client links to, so a renamed route breaks the build, not a link. */
export const paths = {
  home: '/',
  gallery: '/gallery',
  galleryAdmin: '/gallery/admin',
  pricing: '/pricing',
  faqs: '/faqs',
  contact: '/contact',
  compositeCollection: '/composite-collection',
  configurator: '/configurator',
  configuratorAdmin: '/configurator/admin',
  demo: '/demo',
  login: '/login',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  products: {
    gardenRooms: '/products/garden-rooms',
    homeOffices: '/products/home-offices',
    studios: '/products/studios',
  },
  services: {
    installation: '/services/installation',
    design: '/services/design',
    maintenance: '/services/maintenance',
  },
  dashboard: '/dashboard',
  onboarding: '/onboarding',
  welcome: '/welcome',
  messages: '/messages',
  support: '/support',
  contracts: '/contracts',
  customers: '/customers',
  scheduling: '/scheduling',
  leads: '/leads',
  reports: '/reports',
  emails: '/emails',
  settings: '/settings',
} as const;

/** The page an invitation email links to, where the invited person sets a password. */
export function invitationHref(token: string): string {
  return `/invitations/${encodeURIComponent(token)}`;
}

/** Staff: one project's documents, requests and diagrams. */
export function staffProjectHref(projectId: string): string {
  return `${paths.customers}/projects/${encodeURIComponent(projectId)}`;
}

/** The login page, asking it to come back to `redirectTo` after signing in. */
export function loginHref(redirectTo?: string | null): string {
  if (!redirectTo) return paths.login;
  return `${paths.login}?${new URLSearchParams({ redirectTo }).toString()}`;
}
