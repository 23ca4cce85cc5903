/**
 * What every form takes: initial values, an async submit that receives the contract's sent payload,
 * and an error from the caller (for example the server's message) to show above the buttons.
 */
export type FormProps<Values, Payload> = {
  defaultValues?: Partial<Values>;
  onSubmit: (payload: Payload) => Promise<void>;
  serverError?: string | null;
  className?: string;
};
