import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowDown, ArrowUp, Eye, EyeOff, Save, Trash2 } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { MAX_GALLERY_CAPTION_LENGTH, zGalleryUploadFields, type GalleryAdminItem, type GalleryItemPatch, type GalleryUploadFields } from '@/shared/schemas/gallery';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { Field } from '@/client/components/ui/field';
import { Input } from '@/client/components/ui/input';
import { Select } from '@/client/components/ui/select';
import { useUpdatePhoto } from '../api/update-photo';
import { CATEGORIES, CATEGORY_LABELS } from './categories';

interface AdminPhotoRowProps {
  item: GalleryAdminItem;
  index: number;
  count: number;
  /** Ignored while another move is on its way; the button stays enabled so it keeps focus. */
  onMove: (item: GalleryAdminItem, to: number, direction: 'up' | 'down') => void;
  onDelete: (item: GalleryAdminItem) => void;
}

export const deleteButtonId = (id: string) => `gallery-delete-${id}`;
export const moveButtonId = (id: string, direction: 'up' | 'down') => `gallery-move-${direction}-${id}`;

/** One photo in the admin list: caption and category saved together; publish, move and delete at once. */
export function AdminPhotoRow({ item, index, count, onMove, onDelete }: AdminPhotoRowProps) {
  const update = useUpdatePhoto({ errorMessage: 'Could not save the change' });
  const base = `gallery-item-${item.id}`;
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isDirty },
  } = useForm<GalleryUploadFields>({ resolver: zodResolver(zGalleryUploadFields), values: { caption: item.caption, category: item.category } });

  async function save(patch: GalleryItemPatch, done: string): Promise<boolean> {
    try {
      await update.mutateAsync({ id: item.id, patch });
    } catch {
      return false;
    }
    toast.success(done, { description: patch.caption ?? item.caption });
    return true;
  }

  async function onSave(values: GalleryUploadFields) {
    if (await save(values, 'Photo details saved')) reset(values);
  }

  return (
    <li id={base} className="grid gap-4 px-5 py-5 sm:px-6 md:grid-cols-[8rem_1fr_auto] md:items-start">
      <img
        src={item.src}
        srcSet={item.srcset}
        sizes="128px"
        width={item.width}
        height={item.height}
        alt={item.caption}
        loading="lazy"
        decoding="async"
        className="aspect-[4/3] w-32 rounded-lg bg-subtle object-cover ring-1 ring-border"
      />
      <form noValidate onSubmit={handleSubmit(onSave)} aria-label={`Details of photo ${index + 1}`} className="grid min-w-0 gap-3 sm:grid-cols-[1fr_11rem]">
        <Field id={`${base}-caption`} label="Caption" error={errors.caption?.message} className="min-w-0">
          <Input className="mt-1.5" maxLength={MAX_GALLERY_CAPTION_LENGTH} autoComplete="off" {...register('caption')} />
        </Field>
        <Field id={`${base}-category`} label="Category" error={errors.category?.message}>
          <Select className="mt-1.5" {...register('category')}>
            {CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {CATEGORY_LABELS[category]}
              </option>
            ))}
          </Select>
        </Field>
        <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
          <Button type="submit" size="sm" variant="secondary" disabled={!isDirty || update.isPending}>
            <Save aria-hidden="true" />
            Save details
          </Button>
          <Badge tone={item.isPublished ? 'success' : 'neutral'}>{item.isPublished ? 'Published' : 'Not published'}</Badge>
        </div>
      </form>
      <div className="flex flex-wrap items-center gap-2 md:flex-col md:items-stretch">
        <Button
          size="sm"
          variant={item.isPublished ? 'secondary' : 'primary'}
          disabled={update.isPending}
          aria-label={`${item.isPublished ? 'Unpublish' : 'Publish'} ${item.caption}`}
          onClick={() => void save({ isPublished: !item.isPublished }, item.isPublished ? 'Photo unpublished' : 'Photo published')}
        >
          {item.isPublished ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
          {item.isPublished ? 'Unpublish' : 'Publish'}
        </Button>
        <div className="flex gap-2">
          <Button
            id={moveButtonId(item.id, 'up')}
            size="icon"
            variant="secondary"
            className="size-9"
            disabled={index === 0}
            aria-label={`Move up: ${item.caption}`}
            onClick={() => onMove(item, index - 1, 'up')}
          >
            <ArrowUp aria-hidden="true" />
          </Button>
          <Button
            id={moveButtonId(item.id, 'down')}
            size="icon"
            variant="secondary"
            className="size-9"
            disabled={index === count - 1}
            aria-label={`Move down: ${item.caption}`}
            onClick={() => onMove(item, index + 1, 'down')}
          >
            <ArrowDown aria-hidden="true" />
          </Button>
          <Button
            id={deleteButtonId(item.id)}
            size="icon"
            variant="secondary"
            className="size-9"
            aria-haspopup="dialog"
            aria-label={`Delete: ${item.caption}`}
            onClick={() => onDelete(item)}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      </div>
    </li>
  );
}
