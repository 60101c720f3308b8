export const ROLES = ['customer', 'staff', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** The spec treats every role other than customer as staff in routing and dashboards. */
export function isStaffRole(role: Role): boolean {
  return role !== 'customer';
}
