import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Field,
  Input,
} from '@readyteams/ui';
import { PlusIcon, Trash2Icon } from '@readyteams/ui/icons';
import * as React from 'react';
import { Controller, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { SelectField } from '../lib/select-field';
import { DragHandle, SortableList, useSortableItem, type HandleProps } from '../lib/sortable-list';
import {
  LAYOUT_TYPES,
  QUESTION_TYPES,
  builderToQuestion,
  emptyQuestionBuilderValues,
  nextResponse,
  questionBuilderSchema,
  questionToBuilder,
  responsesForType,
  type PollQuestionValue,
  type QuestionType,
} from './question-schema';
import { forms, useIssueText } from '../i18n/forms';

type QuestionBuilderDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The question to edit; without one the dialog builds a new question. */
  question?: PollQuestionValue | null;
  /** Receives the valid question; the dialog then closes. */
  onSave: (question: PollQuestionValue) => void;
};

const isChoice = (type: string) => type === 'multiple' || type === 'single-choice';

/**
 * Builds one poll question: text, type, layout and responses. It opens with no responses; choosing a choice
 * type creates 4 empty ones and free text clears them. Responses reorder by drag or keyboard. Closing resets.
 */
function QuestionBuilderDialog({ open, onOpenChange, question, onSave }: QuestionBuilderDialogProps) {
  const t = forms.useT();
  const say = useIssueText();
  const form = useForm({
    resolver: zodResolver(questionBuilderSchema),
    defaultValues: emptyQuestionBuilderValues,
  });
  const responses = useFieldArray({ control: form.control, name: 'responses', keyName: 'fieldKey' });
  const type = useWatch({ control: form.control, name: 'type' });
  const { errors } = form.formState;

  // Each opening starts from the edited question, or from nothing.
  React.useEffect(() => {
    if (open) form.reset(question ? questionToBuilder(question) : emptyQuestionBuilderValues);
  }, [open, question, form]);

  const close = () => {
    form.reset(emptyQuestionBuilderValues);
    onOpenChange(false);
  };

  const save = form.handleSubmit((values) => {
    onSave(builderToQuestion(values));
    close();
  });

  const responseIds = responses.fields.map((field) => field.fieldKey);
  const responsesError = say(errors.responses?.root?.message ?? errors.responses?.message);

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-xl">
        <form
          noValidate
          aria-label={t('forms.builder.label')}
          className="grid gap-4"
          onSubmit={(event) => {
            // The dialog renders in a portal, but React still bubbles submit to an enclosing form.
            event.stopPropagation();
            void save(event);
          }}
        >
          <DialogHeader>
            <DialogTitle>{question ? t('forms.builder.edit') : t('forms.slide.addQuestion')}</DialogTitle>
            <DialogDescription>{t('forms.builder.description')}</DialogDescription>
          </DialogHeader>
          <Field label={t('forms.question')} required error={say(errors.question?.message)}>
            <Input placeholder={t('forms.builder.placeholder')} {...form.register('question')} />
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Controller
              control={form.control}
              name="type"
              render={({ field }) => (
                <Field label={t('forms.builder.type')}>
                  <SelectField
                    value={field.value}
                    onValueChange={(next) => {
                      field.onChange(next);
                      responses.replace(responsesForType(next as QuestionType));
                    }}
                    onBlur={field.onBlur}
                    ref={field.ref}
                    options={QUESTION_TYPES.map((option) => ({
                      value: option.value,
                      label: t(option.label),
                    }))}
                  />
                </Field>
              )}
            />
            {isChoice(type) && (
              <Controller
                control={form.control}
                name="layoutType"
                render={({ field }) => (
                  <Field label={t('forms.builder.layout')}>
                    <SelectField
                      value={field.value}
                      onValueChange={field.onChange}
                      onBlur={field.onBlur}
                      ref={field.ref}
                      options={LAYOUT_TYPES.map((option) => ({
                        value: option.value,
                        label: t(option.label),
                      }))}
                    />
                  </Field>
                )}
              />
            )}
          </div>
          {isChoice(type) && (
            <fieldset
              className="grid gap-2"
              aria-describedby={responsesError ? 'responses-error' : undefined}
            >
              <legend className="mb-2 text-sm font-medium">{t('forms.builder.responses')}</legend>
              <SortableList
                ids={responseIds}
                onMove={responses.move}
                describe={(id) => t('forms.builder.responseItem', { n: responseIds.indexOf(id) + 1 })}
              >
                <ol className="grid gap-2">
                  {responses.fields.map((field, index) => (
                    <ResponseRow key={field.fieldKey} sortId={field.fieldKey} index={index}>
                      {(handleProps) => (
                        <>
                          <DragHandle
                            label={t('forms.builder.reorder', { n: index + 1 })}
                            handleProps={handleProps}
                          />
                          <Input
                            aria-label={t('forms.builder.response', { n: index + 1 })}
                            placeholder={t('forms.builder.response', { n: index + 1 })}
                            aria-invalid={
                              Boolean(responsesError) &&
                              form.getValues(`responses.${index}.text`).trim() === ''
                            }
                            {...form.register(`responses.${index}.text`)}
                          />
                          <Button
                            type="button"
                            variant="ghost"
                            size="icon-sm"
                            aria-label={t('forms.builder.delete', { n: index + 1 })}
                            onClick={() => responses.remove(index)}
                          >
                            <Trash2Icon aria-hidden="true" />
                          </Button>
                        </>
                      )}
                    </ResponseRow>
                  ))}
                </ol>
              </SortableList>
              {responsesError && (
                <p id="responses-error" role="alert" className="text-sm font-medium text-destructive">
                  {responsesError}
                </p>
              )}
              <div>
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  onClick={() => responses.append(nextResponse(form.getValues('responses')))}
                >
                  <PlusIcon aria-hidden="true" />
                  {t('forms.builder.addResponse')}
                </Button>
              </div>
            </fieldset>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={close}>
              {t('forms.cancel')}
            </Button>
            <Button type="submit">{t('forms.builder.save')}</Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

type ResponseRowProps = {
  sortId: string;
  index: number;
  children: (handleProps: HandleProps) => React.ReactNode;
};

function ResponseRow({ sortId, children }: ResponseRowProps) {
  const item = useSortableItem(sortId);
  return (
    <li ref={item.ref} style={item.style} className="flex items-center gap-2 bg-background">
      {children(item.handleProps)}
    </li>
  );
}

export { QuestionBuilderDialog, type QuestionBuilderDialogProps };
