import { zodResolver } from '@hookform/resolvers/zod';
import { BRAND_COLOR } from '@readyteams/activities/branding';
import { Button, Field, Input, cn } from '@readyteams/ui';
import * as React from 'react';
import { useForm } from 'react-hook-form';
import { FilePickButton } from '../lib/file-pick-button';
import { FormError } from '../lib/form-error';
import type { FormProps } from '../lib/form-types';
import { useSubmit } from '../lib/use-submit';
import {
  companyBrandingSchema,
  emptyCompanyBrandingValues,
  toCompanyBrandingPayload,
  type CompanyBrandingPayload,
  type CompanyBrandingValues,
} from './company-branding-schema';
import { forms, useIssueText } from '../i18n/forms';

type CompanyBrandingFormProps = FormProps<CompanyBrandingValues, CompanyBrandingPayload> & {
  /** Uploads a chosen logo (presigned flow) and answers its stored address; runs before onSubmit. */
  uploadFile: (file: File) => Promise<string>;
};

type Picked = { file: File; url: string } | null;

/**
 * A company's branding of its live sessions: a logo (an address, or 'Upload Logo', uploaded when the form is sent),
 * two brand colours and a light or dark stage. A colour that is not readable as text on the chosen stage (less than
 * 4.5:1) is refused here as on the server, with its contrast.
 */
function CompanyBrandingForm({
  defaultValues,
  onSubmit,
  serverError,
  uploadFile,
  className,
}: CompanyBrandingFormProps) {
  const t = forms.useT();
  const say = useIssueText();
  const form = useForm({
    resolver: zodResolver(companyBrandingSchema),
    defaultValues: { ...emptyCompanyBrandingValues, ...defaultValues },
  });
  const { errors, isSubmitting, isSubmitted } = form.formState;
  const [logo, setLogo] = React.useState<Picked>(null);
  const logoUrl = form.watch('logoUrl');

  const pickLogo = (file: File | null) => {
    if (logo) URL.revokeObjectURL(logo.url);
    if (!file) {
      setLogo(null);
      if (logo && form.getValues('logoUrl') === logo.url) form.setValue('logoUrl', '');
      return;
    }
    const url = URL.createObjectURL(file);
    setLogo({ file, url });
    form.setValue('logoUrl', url, { shouldValidate: isSubmitted });
  };

  const submit = useSubmit(
    form,
    async (values) => {
      // Only a file whose local link is still in the field is uploaded; a typed address replaces it.
      const uploaded = logo && values.logoUrl === logo.url ? await uploadFile(logo.file) : undefined;
      await onSubmit(toCompanyBrandingPayload(values, { logoUrl: uploaded }));
    },
    'forms.branding.failed',
  );

  const colorField = (name: 'primaryColor' | 'secondaryColor', label: string, hint: string) => {
    const value = form.watch(name);
    return (
      <Field label={label} hint={hint} error={say(errors[name]?.message)}>
        <Input
          autoComplete="off"
          spellCheck={false}
          // A swatch of the colour as typed, on the field's starting edge.
          className="border-s-8 font-mono"
          style={{ borderInlineStartColor: BRAND_COLOR.test(value.trim()) ? value.trim() : undefined }}
          {...form.register(name)}
        />
      </Field>
    );
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={t('forms.branding.label')}
      className={cn('grid gap-4', className)}
    >
      <div className="grid gap-2">
        <Field
          label={t('forms.branding.logoUrl')}
          hint={t('forms.optional')}
          error={say(errors.logoUrl?.message)}
        >
          <Input type="url" placeholder={t('forms.urlPlaceholder')} {...form.register('logoUrl')} />
        </Field>
        <div className="flex flex-wrap items-center gap-3">
          <FilePickButton kind="image" onPick={pickLogo}>
            {t('forms.branding.uploadLogo')}
          </FilePickButton>
          {logoUrl.trim() && (
            <img
              src={logoUrl.trim()}
              alt={t('forms.branding.logoPreview')}
              className="h-10 max-w-40 rounded border border-border object-contain p-1"
            />
          )}
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {colorField('primaryColor', t('forms.branding.primaryColor'), t('forms.branding.primaryHint'))}
        {colorField('secondaryColor', t('forms.branding.secondaryColor'), t('forms.branding.secondaryHint'))}
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">{t('forms.branding.stage')}</legend>
        <div className="flex flex-wrap gap-4">
          {(['light', 'dark'] as const).map((stage) => (
            <label key={stage} className="flex min-h-11 items-center gap-2 text-sm">
              <input
                type="radio"
                value={stage}
                className="size-4 accent-primary"
                // The colours are checked against the stage: again as it changes, once the form was sent.
                {...form.register('stage', { deps: ['primaryColor', 'secondaryColor'] })}
              />
              {t(stage === 'light' ? 'forms.branding.stageLight' : 'forms.branding.stageDark')}
            </label>
          ))}
        </div>
      </fieldset>
      <FormError message={serverError ?? errors.root?.server?.message} />
      <div className="flex justify-end">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t('forms.saving') : t('forms.branding.save')}
        </Button>
      </div>
    </form>
  );
}

export { CompanyBrandingForm, type CompanyBrandingFormProps };
