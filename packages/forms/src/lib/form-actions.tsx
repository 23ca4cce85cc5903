import { Button } from '@readyteams/ui';
import { forms } from '../i18n/forms';

type FormActionsProps = {
  /** The submit button's label ('Save Tag'); 'Saving...' while the form submits. */
  submitLabel: string;
  submitting: boolean;
  /** Leaves the form; without it there is no Cancel button. */
  onCancel?: () => void;
};

/** The row that ends a form: Cancel, when the form can be left, and the submit button. */
function FormActions({ submitLabel, submitting, onCancel }: FormActionsProps) {
  const t = forms.useT();
  return (
    <div className="flex justify-end gap-2">
      {onCancel && (
        <Button type="button" variant="outline" onClick={onCancel}>
          {t('forms.cancel')}
        </Button>
      )}
      <Button type="submit" disabled={submitting}>
        {submitting ? t('forms.saving') : submitLabel}
      </Button>
    </div>
  );
}

export { FormActions };
