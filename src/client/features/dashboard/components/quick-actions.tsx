import { LifeBuoy, PhoneCall, Upload, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/client/components/ui/button';
import { Card } from '@/client/components/ui/card';
import { paths } from '@/client/lib/paths';
import { DASHBOARD_TAB_PARAM } from '../hooks/use-dashboard-tab';

/** Quick Upload, Schedule a Call (the Schedule tab's booking card) and Contact Support, each one step from the page it needs. */
export function QuickActions({ onUpload }: { onUpload: () => void }) {
  return (
    <div className="grid gap-4 sm:grid-cols-3 lg:grid-cols-1">
      <QuickActionCard icon={Upload} title="Quick Upload" description="Share photos, drawings or documents with our team.">
        <Button variant="secondary" size="sm" onClick={onUpload}>
          Upload Files
        </Button>
      </QuickActionCard>
      <QuickActionCard icon={PhoneCall} title="Schedule a Call" description="Book a time to talk your project through.">
        <Button asChild variant="secondary" size="sm">
          <Link to={`${paths.dashboard}?${DASHBOARD_TAB_PARAM}=schedule`}>Schedule Now</Link>
        </Button>
      </QuickActionCard>
      <QuickActionCard icon={LifeBuoy} title="Contact Support" description="A question or a problem? We're here to help.">
        <Button asChild variant="secondary" size="sm">
          <Link to={paths.support}>Contact Us</Link>
        </Button>
      </QuickActionCard>
    </div>
  );
}

interface QuickActionCardProps {
  icon: LucideIcon;
  title: string;
  description: string;
  children: ReactNode;
}

function QuickActionCard({ icon: Icon, title, description, children }: QuickActionCardProps) {
  return (
    <Card className="flex flex-col gap-4 p-5">
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-subtle text-brand-ink">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0">
          <h2 className="text-sm font-semibold text-foreground">{title}</h2>
          <p className="mt-0.5 text-sm text-muted">{description}</p>
        </div>
      </div>
      <div className="mt-auto">{children}</div>
    </Card>
  );
}
