import { Button } from '@readyteams/ui';

type FormActionsProps = {
  /** The submit button's label ('Save Tag'); 'Saving...' while the form submits. */
  submitLabel: string;
  submitting: boolean;
  /** Leaves the form; without it there is no Cancel button. */
  onCancel?: () => void;
};

/** The row that ends a form: Cancel, when the form can be left, and the submit button. */
function FormActions({ submitLabel, submitting, onCancel }: FormActionsProps) {
  return (
    <div className="flex justify-end gap-2">
      {onCancel && (
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      )}
      <Button type="submit" disabled={submitting}>
        {submitting ? 'Saving...' : submitLabel}
      </Button>
    </div>
  );
}

export { FormActions };
