import { z } from 'zod';
import { INSTALLATION_STATUSES, PRODUCT_TYPES, TIME_SLOTS, VISIT_KINDS } from '../constants/operations';
import { zDate } from './fields';
import { zTeam } from './teams';

/** The installation table's page: small, so the dashboard stays quick however many projects there are. */
export const INSTALLATIONS_PAGE_SIZE = 10;
export const INSTALLATIONS_MAX_PAGE_SIZE = 50;
export const INSTALLATION_SEARCH_MAX = 100;
export const INSTALLATION_LOCATION_MAX = 200;

export const INSTALLATION_SORT_FIELDS = ['installDate', 'customer', 'status', 'location'] as const;
export type InstallationSortField = (typeof INSTALLATION_SORT_FIELDS)[number];
/** A field, ascending; with a leading "-", descending. */
export const INSTALLATION_SORTS = INSTALLATION_SORT_FIELDS.flatMap((field) => [field, `-${field}`] as const);
export type InstallationSort = (typeof INSTALLATION_SORTS)[number];

export const zInstallationsQuery = z.object({
  search: z
    .string()
    .trim()
    .max(INSTALLATION_SEARCH_MAX, `Keep the search under ${INSTALLATION_SEARCH_MAX} characters`)
    // An empty box means no search, not "names containing nothing".
    .transform((s) => s || undefined)
    .optional(),
  page: z.coerce.number('Page must be a number').int('Page must be a whole number').min(1, 'Pages start at 1').max(1_000_000, 'Page is too large').default(1),
  pageSize: z.coerce
    .number('Page size must be a number')
    .int('Page size must be a whole number')
    .min(1, 'Page size must be at least 1')
    .max(INSTALLATIONS_MAX_PAGE_SIZE, `Page size can be at most ${INSTALLATIONS_MAX_PAGE_SIZE}`)
    .default(INSTALLATIONS_PAGE_SIZE),
  sort: z.enum(INSTALLATION_SORTS, `Sort by one of ${INSTALLATION_SORTS.join(', ')}`).default('installDate'),
});
export type InstallationsQuery = z.infer<typeof zInstallationsQuery>;

/** A project's installation: it lives on the project (date, slot, team, status, site address). */
export const zInstallation = z.object({
  projectId: z.string(),
  projectName: z.string(),
  customerName: z.string(),
  productType: z.enum(PRODUCT_TYPES),
  /** Null only for a project whose installation is not booked yet (a PATCH may leave it so). */
  installDate: z.iso.date().nullable(),
  installSlot: z.enum(TIME_SLOTS),
  location: z.string().nullable(),
  team: zTeam.nullable(),
  status: z.enum(INSTALLATION_STATUSES),
});
export type Installation = z.infer<typeof zInstallation>;

/** One page; `page` is the page actually served (a page past the end reads as the last). */
export const zInstallationsPage = z.object({
  items: z.array(zInstallation),
  page: z.number().int(),
  pageCount: z.number().int(),
  total: z.number().int(),
});
export type InstallationsPage = z.infer<typeof zInstallationsPage>;

/** Staff change any of these; what is left out stays as it is. */
export const zUpdateInstallation = z
  .object({
    installDate: zDate('Choose the install date'),
    installSlot: z.enum(TIME_SLOTS, 'Choose a time slot'),
    /** Null takes the installation off its team. */
    teamId: z.uuid('Choose one of your teams').nullable(),
    /** The site address; blank clears it. */
    location: z
      .string('Enter the location')
      .trim()
      .max(INSTALLATION_LOCATION_MAX, `Keep the location under ${INSTALLATION_LOCATION_MAX} characters`)
      .nullable()
      .transform((s) => s || null),
    status: z.enum(INSTALLATION_STATUSES, 'Choose a status'),
  })
  .partial()
  .refine((input) => Object.values(input).some((v) => v !== undefined), 'Change at least one detail');
export type UpdateInstallation = z.infer<typeof zUpdateInstallation>;

/** Something the team already has that day: a warning, since staff may still want both. */
export const zTeamBookingConflict = z.object({
  kind: z.enum(['installation', ...VISIT_KINDS]),
  projectId: z.string(),
  customerName: z.string(),
  date: z.iso.date(),
  slot: z.enum(TIME_SLOTS),
});
export type TeamBookingConflict = z.infer<typeof zTeamBookingConflict>;

export const zInstallationUpdated = z.object({ installation: zInstallation, conflicts: z.array(zTeamBookingConflict) });
export type InstallationUpdated = z.infer<typeof zInstallationUpdated>;
