// The video and captions fields of the slides that play a video (video slides; decision slides, where it is optional).
import { Button, Field, MediaUpload } from '@readyteams/ui';
import { Controller } from 'react-hook-form';
import { FilePickButton } from '../../lib/file-pick-button';
import { forms, useIssueText, type FormsT } from '../../i18n/forms';
import type { SlideForm } from '../slide-schema';

/** The captions file as the editor names it: a new file's name, a stored file's name, or none. */
function captionsName(value: string | File | null, t: FormsT) {
  if (value instanceof File) return t('forms.captions.selected', { name: value.name });
  if (!value) return t('forms.captions.none');
  return decodeURIComponent(new URL(value, 'http://x').pathname.split('/').pop() ?? value);
}

/** The slide's video: a stored address or a newly chosen file (uploaded before the scenario is saved). */
export function VideoField({ form, index, hint }: { form: SlideForm; index: number; hint?: string }) {
  const t = forms.useT();
  const say = useIssueText();
  const path = `slides.${index}` as const;
  return (
    <Controller
      control={form.control}
      name={`${path}.video`}
      render={({ field, fieldState }) => (
        <Field label={t('forms.slide.video')} hint={hint} error={say(fieldState.error?.message)}>
          <MediaUpload
            kind="video"
            value={field.value instanceof File ? field.value : null}
            previewUrl={typeof field.value === 'string' ? field.value : null}
            onChange={(file) => {
              // A file of another kind comes back as null: the stored video stays.
              if (!file) return;
              field.onChange(file);
              form.setValue(`${path}.duration`, null);
            }}
          />
        </Field>
      )}
    />
  );
}

/** Removes an optional video (with its captions); `onRemoved` can then move the focus on. */
export function RemoveVideoButton({
  form,
  index,
  onRemoved,
}: {
  form: SlideForm;
  index: number;
  onRemoved?: () => void;
}) {
  const t = forms.useT();
  const path = `slides.${index}` as const;
  return (
    <div>
      <Button
        type="button"
        variant="ghost"
        size="sm"
        onClick={() => {
          form.setValue(`${path}.video`, null, { shouldDirty: true });
          form.setValue(`${path}.captions`, null, { shouldDirty: true });
          form.setValue(`${path}.duration`, null);
          onRemoved?.();
        }}
      >
        {t('forms.slide.removeVideo')}
      </Button>
    </div>
  );
}

/** The video's WebVTT captions: add, replace or remove. */
export function CaptionsField({ form, index }: { form: SlideForm; index: number }) {
  const t = forms.useT();
  const path = `slides.${index}` as const;
  return (
    <Controller
      control={form.control}
      name={`${path}.captions`}
      render={({ field }) => (
        <div role="group" aria-labelledby={`${path}-captions`} className="grid gap-2">
          <span id={`${path}-captions`} className="text-sm font-medium">
            {t('forms.captions.label')}
          </span>
          <p className="text-sm text-muted-foreground">{captionsName(field.value, t)}</p>
          <div className="flex flex-wrap gap-2">
            <FilePickButton
              kind="captions"
              onPick={(file) => {
                // Uploaded with its type, which some systems leave empty for .vtt.
                if (file)
                  field.onChange(file.type ? file : new File([file], file.name, { type: 'text/vtt' }));
              }}
            >
              {field.value ? t('forms.captions.replace') : t('forms.captions.add')}
            </FilePickButton>
            {field.value ? (
              <Button type="button" variant="ghost" onClick={() => field.onChange(null)}>
                {t('forms.captions.remove')}
              </Button>
            ) : null}
          </div>
        </div>
      )}
    />
  );
}
