/**
 * Keys of queries that more than one feature changes: the installations table (staff
 * dashboard) and the month schedule (scheduling) both show install dates, so a change in
 * either refreshes both.
 */
export const SCHEDULE_KEY = ['schedule'] as const;
export const INSTALLATIONS_KEY = ['installations'] as const;
