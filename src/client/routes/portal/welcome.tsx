import { WelcomeScreen } from '@/client/features/onboarding/components/welcome-screen';
import { useAuth } from '@/client/lib/auth/use-auth';
import { useCompany } from '@/client/lib/company/get-company';

/** A new customer's first page after signing in (isFirstLogin). */
export default function WelcomePage() {
  const { user } = useAuth();
  const { company } = useCompany();
  if (!user) return null;
  return <WelcomeScreen name={user.name} companyName={company?.name ?? null} />;
}
