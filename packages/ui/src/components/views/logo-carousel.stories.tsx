import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { logos } from '../../stories/fixtures';
import { LogoCarousel } from './logo-carousel';

const meta = {
  title: 'Views/LogoCarousel',
  component: LogoCarousel,
  args: { logos, onIndexChange: fn() },
} satisfies Meta<typeof LogoCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

const firstLogo = (canvas: HTMLElement) =>
  canvas.querySelector('[aria-current=true] img')!.getAttribute('alt');

/** The width of the strip and the slots it shows (its first row; the logos that do not fit have no height). */
const shown = (canvas: HTMLElement) => {
  const strip = canvas.querySelector('ul')!.getBoundingClientRect();
  const slots = [...canvas.querySelectorAll('li')]
    .map((logo) => logo.getBoundingClientRect())
    .filter((logo) => logo.top < strip.bottom - 1);
  return { strip: strip.width, widths: slots.map((slot) => slot.width) };
};

export const Default: Story = {};

/** Previous from the first logo wraps to the last, Next (by click or keyboard) back round. */
export const NavigationInteraction: Story = {
  play: async ({ canvasElement, canvas, userEvent, args }) => {
    await expect(canvas.getAllByRole('img')).toHaveLength(5);
    await expect(firstLogo(canvasElement)).toBe('Northwind Health');
    // The documents' 200 px slots, as many whole ones as the strip holds.
    const { strip, widths } = shown(canvasElement);
    await expect(widths).toEqual(Array.from({ length: Math.floor(strip / 200) }, () => 200));
    // Previous from the first wraps to the last.
    await userEvent.click(canvas.getByRole('button', { name: 'Previous logo' }));
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(4);
    await expect(firstLogo(canvasElement)).toBe('Adatum Hospitality');
    // Next from the last wraps to the first; keyboard works too.
    canvas.getByRole('button', { name: 'Next logo' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(0);
    await expect(firstLogo(canvasElement)).toBe('Northwind Health');
    await userEvent.keyboard('{Enter}');
    await expect(firstLogo(canvasElement)).toBe('Contoso University');
  },
};

/** At 1280 px all five logos fit, each in its 200 px slot. */
export const Laptop: Story = {
  globals: { viewport: { value: 'laptop1280', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(shown(canvasElement).widths).toEqual([200, 200, 200, 200, 200]);
  },
};

/** On a 320 px phone the strip still holds whole logos only: none lies across its edges. */
export const Mobile: Story = {
  globals: { viewport: { value: 'phone320', isRotated: false } },
  play: async ({ canvasElement }) => {
    const strip = canvasElement.querySelector('ul')!.parentElement!.getBoundingClientRect();
    const cut = [...canvasElement.querySelectorAll('li')]
      .map((logo) => logo.getBoundingClientRect())
      .filter((logo) => logo.left < strip.right - 1 && logo.right > strip.left + 1)
      .filter((logo) => logo.left < strip.left - 1 || logo.right > strip.right + 1);
    await expect(cut).toEqual([]);
    // One slot: 200 px, or the whole strip when it is narrower.
    await expect(shown(canvasElement).widths).toEqual([Math.min(200, strip.width)]);
  },
};
