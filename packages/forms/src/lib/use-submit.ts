import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import type { FormsMessageId } from '../i18n/issues';

/** What a rejected submit may carry: the API client's error has the server's message and field errors. */
type ErrorLike = { message?: unknown; status?: unknown; serverMessage?: unknown; fieldErrors?: unknown };

/**
 * Message of a rejected submit: the server's own message, else the error's message (unless it is an API
 * error, whose generic text is no help), else the form's fallback text.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (typeof error === 'string' && error) return error;
  if (!error || typeof error !== 'object') return fallback;
  const { message, status, serverMessage } = error as ErrorLike;
  if (typeof serverMessage === 'string' && serverMessage) return serverMessage;
  if (status === undefined && typeof message === 'string' && message) return message;
  return fallback;
}

/** Per-field messages of a BadRequest (keyed by the payload's field path), if the error carries them. */
function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!error || typeof error !== 'object') return {};
  const fieldErrors = (error as ErrorLike).fieldErrors;
  return fieldErrors && typeof fieldErrors === 'object' ? (fieldErrors as Record<string, string>) : {};
}

export type SubmitOptions = {
  /**
   * Shown when the error carries no usable message (or always, with fixedMessage): a message of the forms'
   * catalogue, which the form's error shows in the active language.
   */
  fallback: FormsMessageId;
  /** The documents give some forms one fixed failure text ('Failed to submit user'). */
  fixedMessage?: boolean;
  /** Payload field -> form field, for the server's per-field messages (e.g. categoryId -> category). */
  fieldMap?: Record<string, string>;
};

/**
 * Wraps a form's submit so a rejected promise becomes the form-level error (root.server), and the server's
 * per-field messages land on their fields, instead of an unhandled rejection; the values are kept.
 */
export function useSubmit<Values extends FieldValues, Output>(
  form: UseFormReturn<Values, unknown, Output>,
  submit: (values: Output) => Promise<void>,
  options: SubmitOptions | FormsMessageId,
) {
  const {
    fallback,
    fixedMessage = false,
    fieldMap = {},
  } = typeof options === 'string' ? { fallback: options } : options;
  return form.handleSubmit(async (values) => {
    form.clearErrors('root.server');
    try {
      await submit(values);
    } catch (error) {
      const known = Object.keys(form.getValues());
      for (const [path, message] of Object.entries(fieldErrorsOf(error))) {
        const formPath = fieldMap[path] ?? path;
        if (known.includes(formPath.split('.')[0] ?? '')) {
          form.setError(formPath as FieldPath<Values>, { type: 'server', message });
        }
      }
      form.setError('root.server', {
        type: 'server',
        message: fixedMessage ? fallback : errorMessage(error, fallback),
      });
    }
  });
}
