import { CalendarDays } from 'lucide-react';
import { PageHeader } from '@/client/components/layout/page-header';
import { Badge } from '@/client/components/ui/badge';
import { formatLongDate } from '@/client/lib/format';

interface ProjectSummaryProps {
  /** Absent while the project loads, or when there is none. */
  status?: string;
  installDate?: string | null;
}

/** The top of the customer dashboard: the welcome, the project's status and its install date. */
export function ProjectSummary({ status, installDate }: ProjectSummaryProps) {
  const install = formatLongDate(installDate);
  return (
    <PageHeader title="Welcome Back" description="Here's your project overview">
      {status && <Badge tone="brand">{status}</Badge>}
      {install && (
        <Badge>
          <CalendarDays aria-hidden="true" className="size-3.5" />
          Install Date: {install}
        </Badge>
      )}
    </PageHeader>
  );
}
