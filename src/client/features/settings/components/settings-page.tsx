import type { ReactNode } from 'react';
import { PageHeader } from '@/client/components/layout/page-header';
import { CardLoading } from '@/client/components/layout/section-card';
import { QueryState } from '@/client/components/ui/query-state';
import { useAuth } from '@/client/lib/auth/use-auth';
import { useSettings } from '../api/get-settings';
import { ChangePasswordCard } from './change-password-card';
import { CompanyCard } from './company-card';
import { EmailCard } from './email-card';
import { LogoCard } from './logo-card';
import { PaymentRemindersCard } from './payment-reminders-card';
import { ProductionCapacityCard } from './production-capacity-card';
import { ReadOnlyNote } from './read-only-note';
import { ResponseTargetCard } from './response-target-card';
import { TeamsCard } from './teams-card';
import { TwoFactorCard } from './two-factor-card';

/** Other features' cards, passed in by the route page (features do not import each other). */
export interface SettingsSlots {
  bankDetails: ReactNode;
  checklistTemplate: ReactNode;
  /** The company's guarantee periods (aftercare), for admins to change and staff to read. */
  guarantees?: (canEdit: boolean) => ReactNode;
}

/**
 * Everything a company sets up once. Admins change it; staff read it, since they work by it
 * (the server refuses their changes whatever this page shows).
 */
export function SettingsPage({ slots }: { slots: SettingsSlots }) {
  const { user } = useAuth();
  const canEdit = user?.role === 'admin';
  const settings = useSettings();

  return (
    <div className="space-y-8">
      <PageHeader title="Settings" description="Your company's details, branding, teams and defaults." />
      {!canEdit && <ReadOnlyNote>Only an admin can change these settings. The default checklist is the exception: staff keep it up to date.</ReadOnlyNote>}
      <QueryState
        query={settings}
        loading={<CardLoading>Loading settings...</CardLoading>}
        error="We couldn't load the settings."
      >
        {(data) => (
          <>
            <div className="grid items-start gap-6 xl:grid-cols-[3fr_2fr]">
              <CompanyCard settings={data} canEdit={canEdit} />
              <LogoCard settings={data} canEdit={canEdit} />
            </div>
            <div className="grid gap-6 lg:grid-cols-2">
              {slots.bankDetails}
              <TeamsCard canEdit={canEdit} />
            </div>
            <div className="grid items-start gap-6 lg:grid-cols-2">
              <PaymentRemindersCard canEdit={canEdit} />
              {slots.guarantees?.(canEdit)}
            </div>
            <div className="grid gap-6 lg:grid-cols-3">
              <EmailCard settings={data} canEdit={canEdit} />
              <ProductionCapacityCard settings={data} canEdit={canEdit} />
              <ResponseTargetCard canEdit={canEdit} />
            </div>
          </>
        )}
      </QueryState>
      {slots.checklistTemplate}
      {/* The user's own sign-in, not the company's: every staff member and admin sets it. */}
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <ChangePasswordCard />
        <TwoFactorCard />
      </div>
    </div>
  );
}
