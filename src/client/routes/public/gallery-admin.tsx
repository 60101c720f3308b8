import { ComingSoonPage } from '@/client/features/marketing/components/coming-soon-page';

export default function GalleryAdminPage() {
  return (
    <ComingSoonPage
      eyebrow="Gallery"
      title="Gallery Admin"
      description="Manage the photographs shown in the public gallery."
      comingSoon="Tools for managing gallery photographs are coming soon."
    />
  );
}
