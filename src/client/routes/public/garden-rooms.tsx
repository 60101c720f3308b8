import { ComingSoonPage } from '@/client/features/marketing/components/coming-soon-page';

export default function GardenRoomsPage() {
  return (
    <ComingSoonPage
      eyebrow="Products"
      title="Garden Rooms"
      description="A warm, light room at the end of the garden, insulated for use all year round."
      comingSoon="Full details of our garden rooms are coming soon."
    />
  );
}
