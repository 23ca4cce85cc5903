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

export const Default: Story = {};

/** Previous from the first logo wraps to the last, Next (by click or keyboard) back round. */
export const NavigationInteraction: Story = {
  play: async ({ canvasElement, canvas, userEvent, args }) => {
    await expect(canvas.getAllByRole('img')).toHaveLength(5);
    await expect(firstLogo(canvasElement)).toBe('Northwind Health');
    // The strip holds a whole number of logos: none is cut in half.
    const slot = canvasElement.querySelector('[aria-current=true]')!;
    const perStrip = slot.parentElement!.parentElement!.clientWidth / slot.getBoundingClientRect().width;
    await expect(Math.abs(perStrip - Math.round(perStrip))).toBeLessThan(0.01);
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
    const slot = canvasElement.querySelector('[aria-current=true]')!;
    const perStrip = strip.width / slot.getBoundingClientRect().width;
    await expect(Math.abs(perStrip - Math.round(perStrip))).toBeLessThan(0.01);
  },
};
