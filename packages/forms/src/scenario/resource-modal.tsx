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
  Textarea,
} from '@readyteams/ui';
import * as React from 'react';
import { Controller, useForm } from 'react-hook-form';
import { SelectField } from '../lib/select-field';
import {
  RESOURCE_TYPES,
  emptyResourceModalValues,
  modalValuesToResource,
  resourceModalSchema,
  resourceToModalValues,
  type ResourceValue,
} from './resource-schema';
import { forms, useIssueText } from '../i18n/forms';

type ResourceModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The resource to edit; without one the modal adds a new resource. */
  resource?: ResourceValue | null;
  /** Called with the resource (its id kept when editing) once the values are valid; the modal then closes. */
  onSave: (resource: ResourceValue) => void;
};

/** Adds or edits one resource link: name, link (http:// or https://), description, type (pdf by default). */
function ResourceModal({ open, onOpenChange, resource, onSave }: ResourceModalProps) {
  const t = forms.useT();
  const say = useIssueText();
  const form = useForm({
    resolver: zodResolver(resourceModalSchema),
    defaultValues: emptyResourceModalValues,
  });
  const { errors } = form.formState;

  React.useEffect(() => {
    if (open) form.reset(resource ? resourceToModalValues(resource) : emptyResourceModalValues);
  }, [open, resource, form]);

  const save = form.handleSubmit((values) => {
    // An edited resource keeps its stored id.
    onSave({ ...(resource?.id === undefined ? {} : { id: resource.id }), ...modalValuesToResource(values) });
    onOpenChange(false);
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-lg">
        <form
          noValidate
          aria-label={t('forms.resource.label')}
          className="grid gap-4"
          onSubmit={(event) => {
            // Rendered in a portal, but React still bubbles submit to the publish form.
            event.stopPropagation();
            void save(event);
          }}
        >
          <DialogHeader>
            <DialogTitle>{resource ? t('forms.resource.edit') : t('forms.resource.add')}</DialogTitle>
            <DialogDescription>{t('forms.resource.description')}</DialogDescription>
          </DialogHeader>
          <Field label={t('forms.resource.name')} required error={say(errors.name?.message)}>
            <Input {...form.register('name')} />
          </Field>
          <Field label={t('forms.resource.link')} required error={say(errors.link?.message)}>
            <Input type="url" placeholder={t('forms.urlPlaceholder')} {...form.register('link')} />
          </Field>
          <Field label={t('forms.description')} required error={say(errors.description?.message)}>
            <Textarea rows={3} {...form.register('description')} />
          </Field>
          <Controller
            control={form.control}
            name="type"
            render={({ field, fieldState }) => (
              <Field label={t('forms.resource.type')} required error={say(fieldState.error?.message)}>
                <SelectField
                  value={field.value}
                  onValueChange={field.onChange}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  options={RESOURCE_TYPES.map((type) => ({ value: type.value, label: t(type.label) }))}
                />
              </Field>
            )}
          />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {t('forms.cancel')}
            </Button>
            <Button type="submit">{t('forms.resource.save')}</Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

export { ResourceModal, type ResourceModalProps };
