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

/**
 * The place the drag-and-drop live region last said `handle`'s item is at ("... is now at position 2 of 5."), or
 * null; `said` picks the phrase (any position by default). A list nested in another (a decision's paths in the slide
 * outline) has its own region: the one of `handle`'s list is read (it follows the hidden instructions its handle is
 * described by).
 */
export function announcedPosition(handle: HTMLElement, said = /position (\d+) of \d+/): number | null {
  const instructions = document.getElementById(handle.getAttribute('aria-describedby') ?? '');
  const own = instructions?.nextElementSibling;
  const regions = own?.hasAttribute('aria-live')
    ? [own]
    : Array.from(document.querySelectorAll('[aria-live]'));
  const texts = regions.map((element) => element.textContent ?? '');
  const match = texts.map((text) => said.exec(text)).find(Boolean);
  return match ? Number(match[1]) : null;
}

/**
 * What an arrow key of a keyboard drag changes at once, if anything: the offset of the dragged item (the nearest
 * ancestor of `handle` with an inline transform), or how far the page and its lists are scrolled.
 */
function dragPlaceOf(handle: HTMLElement): string {
  const scrolled: number[] = [];
  for (let element = handle.parentElement; element; element = element.parentElement)
    scrolled.push(element.scrollTop);
  return [handle.closest<HTMLElement>('[style*="transform"]')?.style.transform, ...scrolled].join();
}

/** Two frames: what a key press changed has been drawn, and the live region has had its turn to say it. */
const nextFrames = () =>
  new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

/**
 * Moves a sortable item with the keyboard, as a keyboard user would: focus its handle, Space to pick it up, arrow keys
 * (25 px each, the documents' keyboard step) until the live region says the item is one place further, as often as
 * `steps` says, then Space to drop. Each key moves the item, or scrolls the list under it; a key that changes neither
 * (the end of the item's list, a decision's path) ends the pressing. A drag that fails is cancelled (Escape), so the
 * stories after it get a page without one.
 */
export async function dragByKeyboard(
  userEvent: { keyboard: (text: string) => Promise<void> },
  handle: HTMLElement,
  steps: number,
) {
  handle.focus();
  await userEvent.keyboard(' ');
  try {
    // Picked up once the region says where the item is (not where an earlier drag dropped its item).
    await waitFor(() => expect(announcedPosition(handle, /is now at position (\d+) of \d+/)).not.toBeNull());
    const key = steps > 0 ? '{ArrowDown}' : '{ArrowUp}';
    let refused = false;
    for (let place = 0; place < Math.abs(steps) && !refused; place += 1) {
      const position = announcedPosition(handle);
      while (announcedPosition(handle) === position) {
        const before = dragPlaceOf(handle);
        await userEvent.keyboard(key);
        await nextFrames();
        if (dragPlaceOf(handle) === before) {
          refused = true;
          break;
        }
      }
    }
    await userEvent.keyboard(' ');
    await waitFor(() => expect(handle).not.toHaveAttribute('aria-pressed', 'true'));
  } finally {
    if (handle.getAttribute('aria-pressed') === 'true') await userEvent.keyboard('{Escape}');
  }
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
