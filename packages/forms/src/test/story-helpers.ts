import { expect, within } from 'storybook/test';

/**
 * Matches a field's label text: required fields end in an asterisk that is hidden from assistive
 * technology but still part of the label's text.
 */
export function label(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`);
}

/** A submit that never settles, to hold a form in its submitting state. */
export const pending = () => new Promise<void>(() => {});

/** A submit the server refuses with `message`. */
export const rejectWith = (message: string) => async () => {
  throw new Error(message);
};

/**
 * The control labelled `label` shows `message` as its error: marked invalid, described by the message,
 * and the message is announced (role=alert).
 */
export async function expectFieldError(root: HTMLElement, name: string | RegExp, message: string) {
  const control = within(root).getByLabelText(typeof name === 'string' ? label(name) : name, {
    selector: 'input, textarea, button, [role="combobox"], [role="checkbox"], [role="switch"]',
  });
  await expect(control).toHaveAttribute('aria-invalid', 'true');
  const describedBy = (control.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  const descriptions = describedBy.map((id) => root.ownerDocument.getElementById(id));
  const alert = descriptions.find((element) => element?.getAttribute('role') === 'alert');
  await expect(alert).toHaveTextContent(message);
}
