import { expect, waitFor, within } from 'storybook/test';

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

const tick = (ms = 60) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The place the drag-and-drop live region last announced ("... is now at position 2 of 5."). A list nested in another
 * (a decision's paths in the slide outline) has its own region: the one of `handle`'s list is read (it follows the
 * hidden instructions its handle is described by).
 */
function announcedPosition(handle: HTMLElement): number | null {
  const instructions = document.getElementById(handle.getAttribute('aria-describedby') ?? '');
  const own = instructions?.nextElementSibling;
  const regions = own?.hasAttribute('aria-live')
    ? [own]
    : Array.from(document.querySelectorAll('[aria-live]'));
  const texts = regions.map((element) => element.textContent ?? '');
  const match = texts.map((text) => /position (\d+) of \d+/.exec(text)).find(Boolean);
  return match ? Number(match[1]) : null;
}

/**
 * Moves a sortable item with the keyboard, as a keyboard user would: focus its handle, Space to pick it up,
 * arrow keys until the live region announces the new place, Space to drop. (When the list has to scroll,
 * a key press may scroll instead of move, so the user presses again.)
 */
export async function dragByKeyboard(
  userEvent: { keyboard: (text: string) => Promise<void> },
  handle: HTMLElement,
  steps: number,
) {
  handle.focus();
  await userEvent.keyboard(' ');
  await tick(100);
  const start = announcedPosition(handle);
  if (start === null) throw new Error('The drag did not start');
  const target = start + steps;
  const key = steps > 0 ? '{ArrowDown}' : '{ArrowUp}';
  for (let press = 0; press < Math.abs(steps) + 4 && announcedPosition(handle) !== target; press += 1) {
    await userEvent.keyboard(key);
    await tick(150);
  }
  await userEvent.keyboard(' ');
  await tick(150);
}

/** Types short values and pastes long ones, as a user copying from a brief would (it keeps long stories quick). */
export async function enter(
  userEvent: {
    click: (element: Element) => Promise<void>;
    paste: (text: string) => Promise<void>;
    type: (element: Element, text: string) => Promise<void>;
  },
  field: HTMLElement,
  text: string,
) {
  await userEvent.click(field);
  if (text.length > 12) await userEvent.paste(text);
  else await userEvent.type(field, text);
}

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user walks a form; fails when it is never
 * reached (not focusable, or hidden from the tab order).
 */
export async function tabTo(
  userEvent: { tab: (options?: { shift?: boolean }) => Promise<void> },
  target: HTMLElement,
  { shift = false, max = 150 }: { shift?: boolean; max?: number } = {},
) {
  for (let press = 0; press < max && document.activeElement !== target; press += 1)
    await userEvent.tab({ shift });
  await expect(target).toHaveFocus();
}

/**
 * Chooses `name` in the focused select by keyboard: Enter opens it, Home and the arrow keys go to the option, Enter
 * chooses it (the focus goes back to the select).
 */
export async function chooseByKeyboard(
  userEvent: { keyboard: (text: string) => Promise<void> },
  name: string,
) {
  const trigger = document.activeElement as HTMLElement;
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(document.querySelector('[role="listbox"]')).not.toBeNull());
  await userEvent.keyboard('{Home}');
  const focused = () => {
    const active = document.activeElement;
    return active?.getAttribute('role') === 'option' ? active.textContent?.trim() : undefined;
  };
  for (let press = 0; press < 30 && focused() !== name; press += 1) await userEvent.keyboard('{ArrowDown}');
  await expect(focused()).toBe(name);
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(document.querySelector('[role="listbox"]')).toBeNull());
  await waitFor(() => expect(trigger).toHaveFocus());
}
