/** View Onboarding Flow and New Customer, beside the staff dashboard's title. */
export function StaffDashboardActions() {
  return null;
}
