import type { FieldValues, UseFormReturn } from 'react-hook-form';

/** Message of a rejected submit: the error's own message, or the form's fallback text. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return fallback;
}

/**
 * Wraps a form's submit so a rejected promise becomes the form-level error (root.server) instead of an
 * unhandled rejection; the user stays on the form with the values kept.
 */
export function useSubmit<Values extends FieldValues, Output>(
  form: UseFormReturn<Values, unknown, Output>,
  submit: (values: Output) => Promise<void>,
  fallback: string,
) {
  return form.handleSubmit(async (values) => {
    form.clearErrors('root.server');
    try {
      await submit(values);
    } catch (error) {
      form.setError('root.server', { type: 'server', message: errorMessage(error, fallback) });
    }
  });
}
