import { z } from 'zod';

/** The staff dashboard's stat cards, counted from the company's rows. */
export const zStaffDashboardStats = z.object({
  /** Projects not yet completed. */
  activeProjects: z.number().int(),
  /** Projects not yet completed that have an install date. */
  pendingInstallations: z.number().int(),
  /** The company's open tasks, whoever they are assigned to. */
  pendingTasks: z.number().int(),
  /** Leads from the public forms in the last NEW_LEAD_DAYS days. */
  newLeads: z.number().int(),
  openTickets: z.number().int(),
  unansweredTickets: z.number().int(),
  /** Open, unanswered and older than the company's response target. */
  ticketsPastTarget: z.number().int(),
});
export type StaffDashboardStats = z.infer<typeof zStaffDashboardStats>;

/** How many builds the workshop takes at once when the company has not said. */
export const DEFAULT_PRODUCTION_CAPACITY = 12;
export const MAX_PRODUCTION_CAPACITY = 10_000;

/** The company setting `productionCapacity`, as it must be to be used. */
export const zProductionCapacity = z
  .number('Enter a number of builds')
  .int('Use whole builds')
  .min(1, 'At least 1 build')
  .max(MAX_PRODUCTION_CAPACITY, `At most ${MAX_PRODUCTION_CAPACITY.toLocaleString('en-GB')} builds`);

/** Production Status: builds in the workshop (manufacturing and quality control) against its capacity. */
export const zProductionStatus = z.object({
  capacity: z.number().int(),
  /** Stage manufacturing. */
  inProduction: z.number().int(),
  /** Stage quality_control: still in the workshop, so counted against capacity. */
  inQualityControl: z.number().int(),
  /** Stage completed. */
  complete: z.number().int(),
  /** (inProduction + inQualityControl) / capacity, rounded; above 100 when the workshop is over capacity. */
  capacityPercent: z.number().int(),
});
export type ProductionStatus = z.infer<typeof zProductionStatus>;
