// The playlist builder: title, team, cadence and the scenarios in order, reordered as the slides are (drag, or the
// handle's Space, arrows, Space).
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, Field, Input, cn } from '@readyteams/ui';
import { PlusIcon, Trash2Icon } from 'lucide-react';
import * as React from 'react';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { forms, useIssueText } from '../i18n/forms';
import { FormActions } from '../lib/form-actions';
import { FormError } from '../lib/form-error';
import type { FormProps } from '../lib/form-types';
import { SelectField } from '../lib/select-field';
import { DragHandle, SortableItem, SortableList } from '../lib/sortable-list';
import { useSubmit } from '../lib/use-submit';
import {
  PLAYLIST_CADENCES,
  emptyPlaylistValues,
  playlistSchema,
  toPlaylistPayload,
  type PlaylistPayload,
  type PlaylistValues,
} from './playlist-schema';

export const PLAYLIST_SAVE_FAILURE = 'forms.playlist.failed';
const NO_CADENCE = 'none';

type PlaylistFormProps = FormProps<PlaylistValues, PlaylistPayload> & {
  /** The scenarios of the library the playlist may take. */
  scenarios: readonly { id: number; title: string }[];
  /** Leaves the builder without saving (a Cancel button beside Save; none without it). */
  onCancel?: () => void;
};

let nextKey = 0;

function PlaylistForm({
  defaultValues,
  onSubmit,
  serverError,
  onCancel,
  scenarios,
  className,
}: PlaylistFormProps) {
  const t = forms.useT();
  const say = useIssueText();
  const form = useForm({
    resolver: zodResolver(playlistSchema),
    defaultValues: { ...emptyPlaylistValues, ...defaultValues },
  });
  const steps = useFieldArray({ control: form.control, name: 'steps', keyName: 'fieldKey' });
  const [choice, setChoice] = React.useState('');
  const { errors, isSubmitting } = form.formState;
  const submit = useSubmit(form, (values) => onSubmit(toPlaylistPayload(values)), PLAYLIST_SAVE_FAILURE);
  const add = () => {
    const scenario = scenarios.find((s) => String(s.id) === choice);
    if (!scenario) return;
    steps.append({ key: `new-${nextKey++}`, scenarioId: scenario.id, scenarioTitle: scenario.title });
    setChoice('');
  };
  const ids = steps.fields.map((field) => field.key);

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={t('forms.playlist.label')}
      className={cn('grid gap-4', className)}
    >
      <Field label={t('forms.playlist.title')} required error={say(errors.title?.message)}>
        <Input {...form.register('title')} />
      </Field>
      <Field label={t('forms.playlist.teamName')} error={say(errors.teamName?.message)}>
        <Input {...form.register('teamName')} />
      </Field>
      <Field label={t('forms.playlist.cadence')}>
        <Controller
          control={form.control}
          name="cadence"
          render={({ field }) => (
            <SelectField
              value={field.value || NO_CADENCE}
              onValueChange={(value) => field.onChange(value === NO_CADENCE ? '' : value)}
              options={[
                { value: NO_CADENCE, label: t('forms.playlist.cadenceNone') },
                ...PLAYLIST_CADENCES.map((cadence) => ({
                  value: cadence,
                  label: t(`forms.playlist.cadence.${cadence}`),
                })),
              ]}
            />
          )}
        />
      </Field>
      <fieldset className="grid gap-3">
        <legend className="mb-2 text-sm font-medium">{t('forms.playlist.steps')}</legend>
        <SortableList
          ids={ids}
          onMove={(from, to) => steps.move(from, to)}
          describe={(id) => t('forms.playlist.stepItem', { n: ids.indexOf(id) + 1 })}
        >
          <ol className="grid gap-2" aria-label={t('forms.playlist.steps')}>
            {steps.fields.map((field, index) => (
              <SortableItem key={field.key} sortId={field.key}>
                {(handleProps) => (
                  <Card className="flex-row items-center gap-3 p-3">
                    <DragHandle
                      label={t('forms.playlist.reorder', { n: index + 1 })}
                      handleProps={handleProps}
                    />
                    <span className="min-w-0 flex-1 truncate">
                      {t('forms.playlist.stepItem', { n: index + 1 })}: {field.scenarioTitle}
                    </span>
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon-sm"
                      onClick={() => steps.remove(index)}
                      aria-label={t('forms.playlist.remove', { n: index + 1 })}
                    >
                      <Trash2Icon aria-hidden="true" />
                    </Button>
                  </Card>
                )}
              </SortableItem>
            ))}
          </ol>
        </SortableList>
        {errors.steps?.message && (
          <p role="alert" className="text-sm font-medium text-destructive">
            {say(errors.steps.message)}
          </p>
        )}
        <div className="flex flex-wrap items-end gap-2">
          <Field label={t('forms.playlist.scenario')} className="min-w-48 flex-1">
            <SelectField
              value={choice}
              onValueChange={setChoice}
              placeholder={t('forms.playlist.scenarioPlaceholder')}
              options={scenarios.map((s) => ({ value: String(s.id), label: s.title }))}
            />
          </Field>
          <Button type="button" variant="outline" onClick={add} disabled={!choice}>
            <PlusIcon aria-hidden="true" />
            {t('forms.playlist.add')}
          </Button>
        </div>
      </fieldset>
      <FormError message={serverError ?? errors.root?.server?.message} />
      <FormActions submitLabel={t('forms.playlist.submit')} submitting={isSubmitting} onCancel={onCancel} />
    </form>
  );
}

export { PlaylistForm, type PlaylistFormProps };
