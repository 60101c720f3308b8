import { PortalPlaceholder } from '@/client/components/layout/portal-placeholder';

export default function SettingsPage() {
  return <PortalPlaceholder title="Settings" description="Your company's details, branding and teams." comingSoon="Company settings are coming soon." />;
}
