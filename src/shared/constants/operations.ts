/** Staff operations: the words stored in the database and their labels on screen. */

/** The installation statuses. */
export const INSTALLATION_STATUSES = ['confirmed', 'pending_survey', 'in_production', 'materials_ordered'] as const;
export type InstallationStatus = (typeof INSTALLATION_STATUSES)[number];
export const INSTALLATION_STATUS_LABELS: Record<InstallationStatus, string> = {
  confirmed: 'Confirmed',
  pending_survey: 'Pending Survey',
  in_production: 'In Production',
  materials_ordered: 'Materials Ordered',
};

export const PRODUCT_TYPES = ['garden_room', 'home_office', 'studio'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];
export const PRODUCT_TYPE_LABELS: Record<ProductType, string> = {
  garden_room: 'Garden Room',
  home_office: 'Home Office',
  studio: 'Studio',
};

export const TIME_SLOTS = ['all_day', 'morning', 'afternoon'] as const;
export type TimeSlot = (typeof TIME_SLOTS)[number];
export const TIME_SLOT_LABELS: Record<TimeSlot, string> = {
  all_day: 'All day',
  morning: 'Morning (8:00–12:00)',
  afternoon: 'Afternoon (12:00–17:00)',
};

/** Visits booked on the scheduling page; the installation itself is the project's install date. */
export const VISIT_KINDS = ['survey', 'delivery', 'aftercare'] as const;
export type VisitKind = (typeof VISIT_KINDS)[number];
export const VISIT_KIND_LABELS: Record<VisitKind, string> = { survey: 'Site survey', delivery: 'Delivery', aftercare: 'Aftercare visit' };

export const TASK_PRIORITIES = ['low', 'medium', 'high'] as const;
export type TaskPriority = (typeof TASK_PRIORITIES)[number];
export const TASK_PRIORITY_LABELS: Record<TaskPriority, string> = { low: 'Low', medium: 'Medium', high: 'High' };

export const LEAD_SOURCES = ['contact', 'demo', 'configurator'] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];
export const LEAD_STATUSES = ['new', 'contacted', 'converted'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const BOOKING_KINDS = ['call', 'demo'] as const;
export type BookingKind = (typeof BOOKING_KINDS)[number];

/** New Leads on the staff dashboard counts the last 30 days. */
export const NEW_LEAD_DAYS = 30;
/** An invitation link works once, for this long. */
export const INVITATION_TTL_DAYS = 7;
