import { Plus } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { PROJECT_STAGES, STAGE_STEPS, type ProjectStage } from '@/shared/constants/stages';
import { DIARY_PHOTO_ACCEPT, MAX_DIARY_BODY_LENGTH, MAX_DIARY_PHOTOS } from '@/shared/schemas/site-diary';
import { Alert } from '@/client/components/ui/alert';
import { Button } from '@/client/components/ui/button';
import { Checkbox } from '@/client/components/ui/checkbox';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/client/components/ui/dialog';
import { Field } from '@/client/components/ui/field';
import { Input } from '@/client/components/ui/input';
import { Select } from '@/client/components/ui/select';
import { Textarea } from '@/client/components/ui/textarea';
import { formatUploadLimit } from '@/client/lib/format';
import { uploadRefusal } from '@/client/lib/upload-refusal';
import { useDiary } from '../api/get-diary';
import { usePostDiaryEntry } from '../api/post-diary-entry';

interface PostDiaryEntryDialogProps {
  projectId: string;
  /** The project's stage today, chosen unless the entry is about another. */
  stage: ProjectStage;
}

/** Staff: post what was done on site, with up to ten photos, for the customer or for the team only. */
export function PostDiaryEntryDialog({ projectId, stage }: PostDiaryEntryDialogProps) {
  const [open, setOpen] = useState(false);
  const maxPhotoBytes = useDiary(projectId).data?.maxPhotoBytes;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm">
          <Plus aria-hidden="true" />
          Post to the Diary
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>Post to the Site Diary</DialogTitle>
        <DialogDescription>The customer sees it on their dashboard, and gets a summary of the day's entries by email, unless it is internal.</DialogDescription>
        {/* Mounted per opening, so a closed dialog forgets the last entry. */}
        {open && <PostDiaryEntryForm projectId={projectId} stage={stage} maxPhotoBytes={maxPhotoBytes} onPosted={() => setOpen(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function PostDiaryEntryForm({ projectId, stage: currentStage, maxPhotoBytes, onPosted }: PostDiaryEntryDialogProps & { maxPhotoBytes: number | undefined; onPosted: () => void }) {
  const id = useId();
  const [body, setBody] = useState('');
  const [stage, setStage] = useState<ProjectStage>(currentStage);
  const [internal, setInternal] = useState(false);
  const [photos, setPhotos] = useState<File[]>([]);
  const [errors, setErrors] = useState<{ body?: string; photos?: string; form?: string }>({});
  const post = usePostDiaryEntry(projectId);

  function checkPhotos(files: File[]): string | undefined {
    if (files.length > MAX_DIARY_PHOTOS) return `Choose at most ${MAX_DIARY_PHOTOS} photos.`;
    const tooLarge = maxPhotoBytes ? files.find((file) => file.size > maxPhotoBytes) : undefined;
    if (tooLarge && maxPhotoBytes) return `${tooLarge.name} is too large: photos can be at most ${formatUploadLimit(maxPhotoBytes)}.`;
    return undefined;
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const text = body.trim();
    const next = { body: text ? undefined : 'Write what was done', photos: checkPhotos(photos) };
    setErrors(next);
    if (next.body || next.photos) return;
    try {
      await post.mutateAsync({ body: text, stage, internal, photos });
      onPosted();
    } catch (error) {
      setErrors({ form: uploadRefusal(error) ?? "We couldn't post the entry just now. Please try again." });
    }
  }

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="mt-5 space-y-4">
      {errors.form && <Alert>{errors.form}</Alert>}
      <Field id={`${id}-body`} label="What was done" error={errors.body}>
        <Textarea value={body} rows={4} maxLength={MAX_DIARY_BODY_LENGTH} onChange={(e) => setBody(e.target.value)} />
      </Field>
      <Field id={`${id}-stage`} label="Stage">
        <Select value={stage} onChange={(e) => setStage(e.target.value as ProjectStage)}>
          {PROJECT_STAGES.map((value) => (
            <option key={value} value={value}>
              {STAGE_STEPS[value].title}
            </option>
          ))}
        </Select>
      </Field>
      <Field
        id={`${id}-photos`}
        label="Photos (optional)"
        description={<>Up to {MAX_DIARY_PHOTOS} JPEG, PNG, WebP or HEIC photos{maxPhotoBytes ? `, each up to ${formatUploadLimit(maxPhotoBytes)}` : ''}. Their location is removed before the customer sees them.</>}
        descriptionBelow
        error={errors.photos}
      >
        <Input
          type="file"
          multiple
          accept={DIARY_PHOTO_ACCEPT}
          className="h-auto py-2"
          onChange={(e) => {
            const files = Array.from(e.target.files ?? []);
            setPhotos(files);
            setErrors((current) => ({ ...current, photos: checkPhotos(files) }));
          }}
        />
      </Field>
      <Field id={`${id}-internal`} label="Internal: only the team sees it" inline>
        <Checkbox checked={internal} onChange={(e) => setInternal(e.target.checked)} />
      </Field>
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={post.isPending}>
          {post.isPending ? 'Posting...' : 'Post Entry'}
        </Button>
      </div>
    </form>
  );
}
