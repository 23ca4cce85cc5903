import { expect } from 'storybook/test';

/** The least width and height of a control a thumb taps (WCAG 2.5.5, and Apple's and Google's guidelines). */
export const TOUCH_TARGET_PX = 44;

/**
 * The controls under `root` smaller than a touch target, each as "name: width x height" (an empty list when every
 * control is large enough). Controls not laid out (hidden) are left out.
 */
export function smallTargets(root: HTMLElement): string[] {
  const controls = root.querySelectorAll<HTMLElement>(
    'button, a[href], input, select, textarea, [role="radio"], [role="button"], [role="switch"]',
  );
  return [...controls].flatMap((control) => {
    const box = control.getBoundingClientRect();
    if (box.width === 0 || (box.width >= TOUCH_TARGET_PX && box.height >= TOUCH_TARGET_PX)) return [];
    const name = (control.getAttribute('aria-label') ?? control.textContent ?? '').trim().slice(0, 40);
    return [`${name}: ${Math.round(box.width)} x ${Math.round(box.height)}`];
  });
}

/**
 * A story's viewport and play function that check every control is a touch target on a 390 px phone: spread them
 * into a story (`{ args, ...onPhoneEveryControlATouchTarget }`).
 */
export const onPhoneEveryControlATouchTarget = {
  globals: { viewport: { value: 'phone390', isRotated: false } },
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await expect(innerWidth).toBe(390);
    await expect(smallTargets(canvasElement)).toEqual([]);
  },
};
