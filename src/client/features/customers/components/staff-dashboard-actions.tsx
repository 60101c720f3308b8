import { CreateCustomerDialog } from './create-customer-dialog';
import { OnboardingWorkflowDialog } from './onboarding-workflow-dialog';

/** View Onboarding Flow and New Customer, beside the staff dashboard's title (as the product's screens specify). */
export function StaffDashboardActions() {
  return (
    <>
      <OnboardingWorkflowDialog />
      <CreateCustomerDialog />
    </>
  );
}
