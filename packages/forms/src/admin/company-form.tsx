import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Field, Input, cn } from '@readyteams/ui';
import { useForm } from 'react-hook-form';
import { FormError } from '../lib/form-error';
import type { FormProps } from '../lib/form-types';
import { useSubmit } from '../lib/use-submit';
import {
  companySchema,
  emptyCompanyValues,
  toCompanyPayload,
  type CompanyPayload,
  type CompanyValues,
} from './company-schema';

type CompanyFormProps = FormProps<CompanyValues, CompanyPayload> & {
  mode?: 'create' | 'edit';
  onCancel?: () => void;
};

/** A customer company: its name. */
function CompanyForm({
  mode = 'create',
  defaultValues,
  onSubmit,
  serverError,
  onCancel,
  className,
}: CompanyFormProps) {
  const form = useForm({
    resolver: zodResolver(companySchema),
    defaultValues: { ...emptyCompanyValues, ...defaultValues },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = useSubmit(form, (values) => onSubmit(toCompanyPayload(values)), 'Failed to save company');
  const label = mode === 'edit' ? 'Update Company' : 'Save Company';

  return (
    <form noValidate onSubmit={submit} aria-label="Company" className={cn('grid gap-4', className)}>
      <Field label="Company Name" required error={errors.name?.message}>
        <Input placeholder="Enter company name" autoComplete="organization" {...form.register('name')} />
      </Field>
      <FormError message={serverError ?? errors.root?.server?.message} />
      <div className="flex justify-end gap-2">
        {onCancel && (
          <Button type="button" variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        )}
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Saving...' : label}
        </Button>
      </div>
    </form>
  );
}

export { CompanyForm, type CompanyFormProps };
