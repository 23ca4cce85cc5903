/**
 * What every form takes: initial values, an async submit that receives the contract's sent payload,
 * and an error from the caller (for example the server's message) to show above the buttons.
 */
export type FormProps<Values, Payload> = {
  /** The values the form starts with (an edit form: the record's, through its `xToFormValues`). */
  defaultValues?: Partial<Values>;
  /**
   * Called with the contract's payload once the values are valid; the form shows it is submitting until the
   * promise settles, and a rejection's message (or the form's own failure text) above the buttons.
   */
  onSubmit: (payload: Payload) => Promise<void>;
  /** An error to show above the buttons, from the caller (the server's message). */
  serverError?: string | null;
  /** Classes added to the form; where they conflict with its own, yours win. */
  className?: string;
};
