import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import {
  AFTERCARE_CATEGORIES,
  AFTERCARE_CATEGORY_LABELS,
  AFTERCARE_TEXT_MAX_LENGTH,
  MAX_AFTERCARE_PHOTOS,
  VISIT_DAY_LABELS,
  VISIT_DAYS,
  zNewAftercareRequest,
} from '@/shared/schemas/aftercare';
import { DIARY_PHOTO_ACCEPT as PHOTO_ACCEPT } from '@/shared/schemas/site-diary';
import { Alert } from '@/client/components/ui/alert';
import { Button } from '@/client/components/ui/button';
import { Checkbox } from '@/client/components/ui/checkbox';
import { DialogClose } from '@/client/components/ui/dialog';
import { Field } from '@/client/components/ui/field';
import { Input } from '@/client/components/ui/input';
import { Select } from '@/client/components/ui/select';
import { Textarea } from '@/client/components/ui/textarea';
import { GENERIC_ERROR_MESSAGE, isApiError } from '@/client/lib/api-client';
import { formatUploadLimit } from '@/client/lib/format';
import { setServerFieldErrors } from '@/client/lib/server-field-errors';
import { useReportProblem } from '../api/report-problem';

type Fields = z.input<typeof zNewAftercareRequest>;
type Values = z.output<typeof zNewAftercareRequest>;
const FIELD_NAMES = ['category', 'description', 'preferredDays'] as const;

/** What is wrong, in the customer's words, up to five photos, and the days a visit would suit them; checked with the API's schema. */
export function ReportProblemForm({ projectId, maxPhotoBytes, onReported }: { projectId: string; maxPhotoBytes: number; onReported: () => void }) {
  const [formError, setFormError] = useState<string | null>(null);
  const [photos, setPhotos] = useState<File[]>([]);
  const [photoError, setPhotoError] = useState<string | undefined>();
  const report = useReportProblem(projectId);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Fields, unknown, Values>({ resolver: zodResolver(zNewAftercareRequest), defaultValues: { category: 'leak', description: '', preferredDays: [] } });
  const submitting = isSubmitting || report.isPending;

  function checkPhotos(files: File[]): string | undefined {
    if (files.length > MAX_AFTERCARE_PHOTOS) return `Choose at most ${MAX_AFTERCARE_PHOTOS} photos.`;
    const tooLarge = files.find((file) => file.size > maxPhotoBytes);
    if (tooLarge) return `${tooLarge.name} is too large: photos can be at most ${formatUploadLimit(maxPhotoBytes)}.`;
    return undefined;
  }

  async function onSubmit(values: Values) {
    if (report.isPending) return;
    setFormError(null);
    const refused = checkPhotos(photos);
    setPhotoError(refused);
    if (refused) return;
    try {
      await report.mutateAsync({ ...values, photos });
    } catch (error) {
      const placed = setServerFieldErrors<Fields>(error, FIELD_NAMES, setError);
      const photosRefused = isApiError(error) && (error.fields?.photos?.[0] ?? (error.status === 413 || error.status === 415 ? error.message : undefined));
      if (photosRefused) setPhotoError(photosRefused);
      else if (placed === 0) setFormError(isApiError(error) ? error.message : GENERIC_ERROR_MESSAGE);
      return;
    }
    toast.success('Problem reported', { description: 'We will be in touch, and you can follow each step here.' });
    onReported();
  }

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="mt-5 space-y-4">
      {formError && <Alert>{formError}</Alert>}
      <Field id="aftercare-category" label="What is it about?" error={errors.category?.message}>
        <Select {...register('category')}>
          {AFTERCARE_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {AFTERCARE_CATEGORY_LABELS[category]}
            </option>
          ))}
        </Select>
      </Field>
      <Field id="aftercare-description" label="What is wrong?" error={errors.description?.message}>
        <Textarea rows={5} maxLength={AFTERCARE_TEXT_MAX_LENGTH} placeholder="Where it is, when you noticed it, and whether it is getting worse." {...register('description')} />
      </Field>
      <fieldset>
        <legend className="text-sm font-medium text-foreground">Days that suit a visit (optional)</legend>
        <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3">
          {VISIT_DAYS.map((day) => (
            <label key={day} className="flex items-center gap-2 text-sm text-foreground">
              <Checkbox value={day} {...register('preferredDays')} />
              {VISIT_DAY_LABELS[day]}
            </label>
          ))}
        </div>
        {errors.preferredDays?.message && <p className="mt-1 text-sm text-danger-ink">{errors.preferredDays.message}</p>}
      </fieldset>
      <Field
        id="aftercare-photos"
        label="Photos (optional)"
        description={`Up to ${MAX_AFTERCARE_PHOTOS} JPEG, PNG, WebP or HEIC photos, each up to ${formatUploadLimit(maxPhotoBytes)}. Their location is removed before they are shown.`}
        descriptionBelow
        error={photoError}
      >
        <Input
          type="file"
          multiple
          accept={PHOTO_ACCEPT}
          className="h-auto py-2"
          onChange={(e) => {
            const files = Array.from(e.target.files ?? []);
            setPhotos(files);
            setPhotoError(checkPhotos(files));
          }}
        />
      </Field>
      {photos.length > 0 && !photoError && (
        <p className="text-sm text-muted" aria-live="polite">
          {photos.length === 1 ? '1 photo chosen' : `${photos.length} photos chosen`}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={submitting} aria-busy={submitting || undefined}>
          {submitting ? 'Sending...' : 'Send report'}
        </Button>
      </div>
    </form>
  );
}
