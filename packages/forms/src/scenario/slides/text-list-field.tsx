// A slide's list of short texts, `{ text }` each (a ranking's items, the 100 points' options, a grid's items): each
// a text input, reordered by drag or keyboard like a poll question's responses, added up to `max` and removed down to
// `min`, with the list's own error under it. The kind gives its words.
import { Button, Input } from '@readyteams/ui';
import { PlusIcon, Trash2Icon } from '@readyteams/ui/icons';
import * as React from 'react';
import { useFieldArray, type FieldArrayPath, type Path } from 'react-hook-form';
import { useIssueText } from '../../i18n/forms';
import { DragHandle, SortableItem, SortableList } from '../../lib/sortable-list';
import type { SlideEditorValues, SlideForm } from '../slide-schema';
import { listErrorOf } from './decision';
import { errorOf } from './fields';

export type TextListWords = {
  legend: string;
  hint: string;
  add: string;
  /** The n-th text's input (1-based). */
  item: (n: number) => string;
  /** The n-th text as the live region names it while it moves. */
  itemName: (n: number) => string;
  reorder: (n: number) => string;
  remove: (n: number) => string;
};

export function TextListField({
  form,
  name,
  min,
  max,
  maxLength,
  words,
}: {
  form: SlideForm;
  /** The list's path in the editor's form: `slides.N.items`. */
  name: FieldArrayPath<SlideEditorValues>;
  min: number;
  max: number;
  maxLength: number;
  words: TextListWords;
}) {
  const say = useIssueText();
  const list = useFieldArray({ control: form.control, name, keyName: 'fieldKey' });
  const ids = list.fields.map((field) => field.fieldKey);
  const countError = say(listErrorOf(form, name));
  const idBase = React.useId();
  // After a text is removed, Add takes the focus (an added text's input takes it: useFieldArray focuses it).
  const addRef = React.useRef<HTMLButtonElement>(null);
  const [focusAdd, setFocusAdd] = React.useState(false);
  React.useEffect(() => {
    if (!focusAdd) return;
    addRef.current?.focus();
    setFocusAdd(false);
  }, [focusAdd]);

  return (
    <fieldset
      className="grid gap-2"
      aria-describedby={countError ? `${idBase}-items-error` : `${idBase}-items-hint`}
    >
      <legend className="mb-2 text-sm font-medium">{words.legend}</legend>
      <p id={`${idBase}-items-hint`} className="text-sm text-muted-foreground">
        {words.hint}
      </p>
      <SortableList ids={ids} onMove={list.move} describe={(id) => words.itemName(ids.indexOf(id) + 1)}>
        <ol className="grid gap-2">
          {list.fields.map((field, k) => {
            const textPath = `${name}.${k}.text` as Path<SlideEditorValues>;
            const error = say(errorOf(form, textPath));
            const errorId = `${idBase}-item-${k}-error`;
            return (
              <SortableItem key={field.fieldKey} sortId={field.fieldKey} className="grid gap-1 bg-background">
                {(handleProps) => (
                  <>
                    <div className="flex items-center gap-2">
                      <DragHandle label={words.reorder(k + 1)} handleProps={handleProps} />
                      <Input
                        aria-label={words.item(k + 1)}
                        maxLength={maxLength}
                        aria-invalid={error ? true : undefined}
                        aria-describedby={error ? errorId : undefined}
                        {...form.register(textPath)}
                      />
                      {list.fields.length > min && (
                        <Button
                          type="button"
                          variant="ghost"
                          size="icon-sm"
                          aria-label={words.remove(k + 1)}
                          onClick={() => {
                            list.remove(k);
                            setFocusAdd(true);
                          }}
                        >
                          <Trash2Icon aria-hidden="true" />
                        </Button>
                      )}
                    </div>
                    {error && (
                      <p id={errorId} role="alert" className="text-sm text-destructive">
                        {error}
                      </p>
                    )}
                  </>
                )}
              </SortableItem>
            );
          })}
        </ol>
      </SortableList>
      {countError && (
        <p id={`${idBase}-items-error`} role="alert" className="text-sm font-medium text-destructive">
          {countError}
        </p>
      )}
      {list.fields.length < max && (
        <div>
          <Button
            ref={addRef}
            type="button"
            variant="outline"
            size="sm"
            onClick={() => list.append({ text: '' } as never)}
          >
            <PlusIcon aria-hidden="true" />
            {words.add}
          </Button>
        </div>
      )}
    </fieldset>
  );
}
