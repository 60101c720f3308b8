import { ProductPageView } from '@/client/features/marketing/components/product-page';

export default function GardenRoomsPage() {
  return <ProductPageView page="gardenRooms" title="Garden Rooms" singular="garden room" />;
}
