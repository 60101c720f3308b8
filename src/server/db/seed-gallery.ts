import { Readable } from 'node:stream';
import sharp from 'sharp';
import { addGalleryPhoto, siteFileKey } from '../features/gallery/gallery-photos.service';
import { sceneSvg, type Scene } from '../features/gallery/seed-scenes';
import type { FileStorage } from '../lib/storage/storage-driver';
import type { Database } from './client';
import type { CompanyRow } from './schema/companies';
import type { UserRow } from './schema/auth';

const PHOTOS: (Scene & { caption: string })[] = [
  { category: 'garden_room', width: 1600, height: 1067, light: 'day', cladding: '#b98b5e', frame: '#2f3438', caption: 'Cedar-clad garden room with full-width sliding doors and a hardwood deck' },
  { category: 'home_office', width: 1600, height: 1067, light: 'dusk', cladding: '#3c4a46', frame: '#1e2326', desk: true, caption: 'Home office in anthracite cladding, lit for an evening’s work' },
  { category: 'studio', width: 1200, height: 1500, light: 'day', cladding: '#d8d2c4', frame: '#2f3438', pentRoof: true, caption: 'Art studio with a pent roof and tall glazing for north light' },
  { category: 'garden_room', width: 1600, height: 1067, light: 'dusk', cladding: '#6d5640', frame: '#2a2a2a', caption: 'Garden room at dusk, glowing across the lawn' },
  { category: 'home_office', width: 1600, height: 1067, light: 'day', cladding: '#8a9a7b', frame: '#2f3438', desk: true, caption: 'Sage-green home office a few steps from the house' },
  { category: 'studio', width: 1600, height: 1067, light: 'dusk', cladding: '#4b3b30', frame: '#1e2326', pentRoof: true, caption: 'Music studio with a sloping roof, insulated for sound' },
];

/**
 * The demo company's gallery, published, so /gallery is not empty on a fresh install. The
 * pictures are drawn here and stored through the same step as an upload, sizes and all.
 */
export async function seedGallery(db: Database, storage: FileStorage, company: CompanyRow, uploadedBy: UserRow): Promise<void> {
  for (const [index, photo] of PHOTOS.entries()) {
    const jpeg = await sharp(Buffer.from(sceneSvg(photo))).jpeg({ quality: 86 }).toBuffer();
    const key = siteFileKey(company.id);
    await storage.put(key, Readable.from(jpeg), 'image/jpeg');
    await addGalleryPhoto(
      db,
      storage,
      { companyId: company.id, uploadedBy: uploadedBy.id },
      { key, originalName: `gallery-${index + 1}.jpg`, mimeType: 'image/jpeg', sizeBytes: jpeg.length },
      { caption: photo.caption, category: photo.category, isPublished: true },
    );
  }
}
