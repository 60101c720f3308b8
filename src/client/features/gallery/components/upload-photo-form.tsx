import { zodResolver } from '@hookform/resolvers/zod';
import { ImagePlus, Upload } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { toast } from 'sonner';
import { GALLERY_ACCEPT, MAX_GALLERY_CAPTION_LENGTH, zGalleryUploadFields, type GalleryUploadFields } from '@/shared/schemas/gallery';
import { SectionCard } from '@/client/components/layout/section-card';
import { Button } from '@/client/components/ui/button';
import { Field } from '@/client/components/ui/field';
import { Input } from '@/client/components/ui/input';
import { Select } from '@/client/components/ui/select';
import { Spinner } from '@/client/components/ui/spinner';
import { formatUploadLimit } from '@/client/lib/format';
import { setServerFieldErrors } from '@/client/lib/server-field-errors';
import { useUploadPhoto } from '../api/upload-photo';
import { CATEGORIES, CATEGORY_LABELS } from './categories';

const EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp', 'avif'];

type Values = Omit<GalleryUploadFields, 'category'> & { category: GalleryUploadFields['category'] | '' };

/** Staff: a photo with its caption and category. It arrives unpublished, at the end of the list. */
export function UploadPhotoForm({ maxUploadBytes }: { maxUploadBytes: number }) {
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const upload = useUploadPhoto();
  const limit = formatUploadLimit(maxUploadBytes);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<Values, unknown, GalleryUploadFields>({
    // The form starts with no category chosen (''), which the schema refuses with its own message.
    resolver: zodResolver(zGalleryUploadFields) as unknown as Resolver<Values, unknown, GalleryUploadFields>,
    defaultValues: { caption: '', category: '' },
  });

  function checkFile(chosen: File | null): string | undefined {
    if (!chosen) return 'Choose a photo to upload.';
    const extension = chosen.name.split('.').pop()?.toLowerCase() ?? '';
    if (!EXTENSIONS.includes(extension)) return 'Choose a JPEG, PNG, WebP or AVIF photo.';
    if (chosen.size === 0) return 'The file is empty.';
    if (chosen.size > maxUploadBytes) return `The photo is too large: it can be at most ${limit}.`;
    return undefined;
  }

  async function onSubmit(fields: GalleryUploadFields) {
    const problem = checkFile(file);
    setFileError(problem);
    const input = document.getElementById(`${id}-file`) as HTMLInputElement | null;
    if (problem || !file) {
      input?.focus();
      return;
    }
    try {
      await upload.mutateAsync({ file, fields });
    } catch (error) {
      setServerFieldErrors<Values>(error, ['caption'], setError, { focus: false });
      return;
    }
    toast.success('Photo uploaded', { description: 'It is not in the public gallery until you publish it.' });
    reset();
    setFile(null);
    if (input) input.value = '';
  }

  const busy = upload.isPending;
  return (
    <SectionCard title="Add a photo" icon={ImagePlus} description={`JPEG, PNG, WebP or AVIF, up to ${limit}. Sizes for every screen are made from it.`}>
      <form
        noValidate
        onSubmit={(event) => {
          // The file is checked with the fields, so every problem is shown at once.
          setFileError(checkFile(file));
          void handleSubmit(onSubmit)(event);
        }}
        className="grid gap-4 sm:grid-cols-2"
      >
        <Field id={`${id}-file`} label="Photo" error={fileError} className="sm:col-span-2">
          <Input
            type="file"
            accept={GALLERY_ACCEPT}
            onChange={(event) => {
              const chosen = event.target.files?.[0] ?? null;
              setFile(chosen);
              setFileError(chosen ? checkFile(chosen) : undefined);
            }}
            className="mt-1.5 h-auto py-2 file:mr-3 file:rounded-full file:border-0 file:bg-subtle file:px-4 file:py-1.5 file:text-sm file:font-medium file:text-foreground"
          />
        </Field>
        <Field
          id={`${id}-caption`}
          label="Caption"
          description="Say what the photo shows: it is read out to people who cannot see it."
          descriptionBelow
          error={errors.caption?.message}
        >
          <Input className="mt-1.5" maxLength={MAX_GALLERY_CAPTION_LENGTH} autoComplete="off" {...register('caption')} />
        </Field>
        <Field id={`${id}-category`} label="Category" error={errors.category?.message}>
          <Select className="mt-1.5" {...register('category')}>
            <option value="">Choose a category</option>
            {CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {CATEGORY_LABELS[category]}
              </option>
            ))}
          </Select>
        </Field>
        <div className="sm:col-span-2">
          <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
            {busy ? <Spinner className="size-4 text-current" /> : <Upload aria-hidden="true" />}
            {busy ? 'Uploading...' : 'Upload photo'}
          </Button>
        </div>
      </form>
    </SectionCard>
  );
}
