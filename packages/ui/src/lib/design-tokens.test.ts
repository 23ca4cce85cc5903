// The design tokens (issue 36): the published JSON says what the CSS says, and the pairs WCAG asks contrast of meet it
// in both themes.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  contrast,
  CSS_EXTENSION,
  cssVariables,
  designTokens,
  over,
  parseColour,
  THEMES,
  type Colour,
} from './design-tokens';

const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');
const stylesheet = read('../theme.css');
const tokens = designTokens(stylesheet);

type ColourToken = {
  $value: { components: number[]; alpha: number; hex: string };
  $extensions: Record<string, string>;
};
const coloursOf = (theme: (typeof THEMES)[number]) =>
  (JSON.parse(read(`../tokens/${theme}.tokens.json`)) as { color: Record<string, ColourToken> }).color;

describe('the token files', () => {
  it.each(THEMES)(
    '%s: the committed file is the stylesheet’s (npm run tokens -w @readyteams/ui)',
    (theme) => {
      expect(JSON.parse(read(`../tokens/${theme}.tokens.json`))).toEqual(tokens[theme]);
    },
  );

  it.each(THEMES)(
    '%s: every colour variable of the theme is a token with its CSS value, and no other',
    (theme) => {
      const css = new Map([
        ...cssVariables(stylesheet, ':root,\n.light'),
        ...(theme === 'dark' ? cssVariables(stylesheet, '.dark') : []),
      ]);
      css.delete('radius');
      const colours = coloursOf(theme);
      expect(Object.keys(colours).sort()).toEqual([...css.keys()].sort());
      for (const [name, value] of css) expect(colours[name]!.$extensions[CSS_EXTENSION], name).toBe(value);
      expect(css.size).toBeGreaterThan(25);
    },
  );

  it('converts OKLCH as browsers paint it', () => {
    expect(coloursOf('light').background!.$value.hex).toBe('#ffffff');
    // CSS Color 4's own example: oklch(62.8% 0.2577 29.23) is sRGB red.
    expect(parseColour('oklch(0.628 0.2577 29.23)').components.map((x) => Math.round(x * 255))).toEqual([
      255, 0, 0,
    ]);
    expect(parseColour('oklch(0 0 0)').components).toEqual([0, 0, 0]);
    expect(parseColour('oklch(1 0 0 / 12%)').alpha).toBe(0.12);
  });

  it('carries the radius, spacing, type scale, shadows and motion', () => {
    const light = tokens.light as Record<string, Record<string, unknown>>;
    expect(light.radius!.lg).toMatchObject({ $type: 'dimension', $value: { value: 0.625, unit: 'rem' } });
    expect(light.radius!.sm).toMatchObject({ $value: { value: 0.375, unit: 'rem' } });
    expect(light.spacing!.unit).toMatchObject({ $value: { value: 0.25, unit: 'rem' } });
    expect(light.font!.size).toHaveProperty('base.$value.fontSize', { value: 1, unit: 'rem' });
    expect(light.shadow!.sm).toHaveProperty('$value.length', 2);
    expect(light.motion!.in).toHaveProperty('duration.$value', { value: 150, unit: 'ms' });
  });
});

describe('contrast in both themes', () => {
  for (const theme of THEMES) {
    const colours = coloursOf(theme);
    const colour = (name: string): Colour => {
      const { components, alpha } = colours[name]!.$value;
      return { components: components as Colour['components'], alpha };
    };
    const on = (foreground: string, background: string) =>
      contrast(over(colour(foreground), colour(background)), colour(background));

    it(`${theme}: field outlines 3:1 on every surface a field sits on (WCAG 1.4.11)`, () => {
      for (const surface of ['background', 'card', 'popover', 'muted'])
        expect(on('input', surface), `input on ${surface}`).toBeGreaterThanOrEqual(3);
    });

    it(`${theme}: warning text 4.5:1 on the page and on cards (WCAG 1.4.3)`, () => {
      expect(on('warning', 'background')).toBeGreaterThanOrEqual(4.5);
      expect(on('warning', 'card')).toBeGreaterThanOrEqual(4.5);
    });
  }
});
