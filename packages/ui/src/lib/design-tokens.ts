// The kit's design tokens as W3C Design Tokens Community Group files (issue 36), one per theme, made from the CSS
// variables of `src/theme.css`: that stylesheet is the one source, and `scripts/design-tokens.ts` writes
// `src/tokens/<theme>.tokens.json` from it (`npm run tokens`), published as `@readyteams/ui/tokens/<theme>.tokens.json`
// and offered on Storybook's Foundations pages. A designer imports them into Figma (one file per mode) or a token
// tool. Colours are sRGB (components, alpha and hex, what design tools read), with the CSS value kept in `$extensions`.
// No React, no DOM: the unit test runs it over the stylesheet and compares it with the committed files.

import { contrastRatio, relativeLuminance } from './color';

export const THEMES = ['light', 'dark'] as const;
export type ThemeName = (typeof THEMES)[number];

type Token = { $type: string; $value: unknown; $description?: string; $extensions?: Record<string, unknown> };
type Group = { [name: string]: Token | Group | string | undefined; $description?: string };
export type TokenFile = Group;

/** The CSS value a token was made from (`oklch(...)`, `0.625rem`). */
export const CSS_EXTENSION = 'com.readyteams.css';

/** The custom properties declared in the first rule whose selector is exactly `selector`. */
export function cssVariables(css: string, selector: string): Map<string, string> {
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const rule = new RegExp(`(?:^|})\\s*${escaped}\\s*\\{([^}]*)\\}`, 'm').exec(stripComments(css));
  const variables = new Map<string, string>();
  for (const [, name, value] of rule?.[1]?.matchAll(/--([\w-]+)\s*:\s*([^;]+);/g) ?? [])
    variables.set(name!, value!.trim().replace(/\s+/g, ' '));
  return variables;
}

const stripComments = (css: string) => css.replace(/\/\*[\s\S]*?\*\//g, '');

/** sRGB in 0-1 (unclamped) of an OKLCH colour (Björn Ottosson's OKLab matrices). */
export function oklchToSrgb(l: number, c: number, hueDegrees: number): [number, number, number] {
  const h = (hueDegrees * Math.PI) / 180;
  const a = c * Math.cos(h);
  const b = c * Math.sin(h);
  const l3 = (l + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m3 = (l - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s3 = (l - 0.0894841775 * a - 1.291485548 * b) ** 3;
  const linear = [
    4.0767416621 * l3 - 3.3077115913 * m3 + 0.2309699292 * s3,
    -1.2684380046 * l3 + 2.6097574011 * m3 - 0.3413193965 * s3,
    -0.0041960863 * l3 - 0.7034186147 * m3 + 1.707614701 * s3,
  ];
  const encode = (x: number) => (x <= 0.0031308 ? 12.92 * x : 1.055 * x ** (1 / 2.4) - 0.055);
  return linear.map(encode) as [number, number, number];
}

export type Colour = { components: [number, number, number]; alpha: number };

/** A colour of the stylesheet (`oklch(L C H)`, `oklch(L C H / 12%)` or `#rrggbb`) in sRGB, 0-1, clamped to the gamut. */
export function parseColour(value: string): Colour {
  const clamp = (x: number) => Math.min(1, Math.max(0, x));
  const oklch = /^oklch\(\s*([\d.]+)\s+([\d.]+)\s+([\d.]+)\s*(?:\/\s*([\d.]+)(%?))?\s*\)$/.exec(value);
  if (oklch) {
    const [, l, c, h, alpha, percent] = oklch;
    const components = oklchToSrgb(Number(l), Number(c), Number(h)).map(clamp) as Colour['components'];
    const a = alpha === undefined ? 1 : Number(alpha) / (percent ? 100 : 1);
    return { components, alpha: a };
  }
  const hex = /^#([0-9a-f]{6})$/i.exec(value);
  if (hex) {
    const n = Number.parseInt(hex[1]!, 16);
    return { components: [(n >> 16) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255], alpha: 1 };
  }
  throw new Error(`Not a colour the tokens know: ${value}`);
}

const round = (x: number, digits = 4) => Number(x.toFixed(digits));
const toHex = (components: number[]) =>
  `#${components
    .map((x) =>
      Math.round(x * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

/** A colour painted over an opaque one (what a translucent border looks like on its surface). */
export function over(top: Colour, under: Colour): Colour {
  const components = top.components.map(
    (x, i) => x * top.alpha + under.components[i]! * (1 - top.alpha),
  ) as Colour['components'];
  return { components, alpha: 1 };
}

/** WCAG 2.2 contrast of two opaque colours. */
export function contrast(a: Colour, b: Colour): number {
  // The kit's one WCAG luminance and ratio (the branding's rule), on 0-255 components.
  const luminance = ({ components }: Colour) =>
    relativeLuminance(components.map((x) => Math.round(x * 255)) as [number, number, number]);
  return contrastRatio(luminance(a), luminance(b));
}

const css = (value: string) => ({ [CSS_EXTENSION]: value });

function colourToken(value: string): Token {
  const { components, alpha } = parseColour(value);
  return {
    $type: 'color',
    $value: {
      colorSpace: 'srgb',
      components: components.map((x) => round(x)),
      alpha,
      hex: toHex(components),
    },
    $extensions: css(value),
  };
}

/** `0.625rem` or `4px` as a DTCG dimension; `calc(var(--radius) ± Npx)` worked out from the radius. */
function dimension(value: string, radiusRem: number): Token {
  const calc = /^calc\(var\(--radius\) ([+-]) (\d+)px\)$/.exec(value);
  const resolved =
    value === 'var(--radius)'
      ? `${radiusRem}rem`
      : calc
        ? `${round(radiusRem + (calc[1] === '+' ? 1 : -1) * (Number(calc[2]) / 16))}rem`
        : value;
  const match = /^([\d.]+)(rem|px)$/.exec(resolved);
  if (!match) throw new Error(`Not a dimension the tokens know: ${value}`);
  return { $type: 'dimension', $value: { value: Number(match[1]), unit: match[2] }, $extensions: css(value) };
}

/** One layer of a `box-shadow` as a DTCG shadow: `0 1px 2px 0 rgb(15 23 42 / 0.05)`. */
function shadowLayer(layer: string) {
  const match = /^(\S+) (\S+) (\S+) (\S+) rgb\((\d+) (\d+) (\d+) \/ ([\d.]+)\)$/.exec(layer.trim());
  if (!match) throw new Error(`Not a shadow the tokens know: ${layer}`);
  const [, x, y, blur, spread, r, g, b, alpha] = match;
  const px = (v: string) => ({ value: Number.parseFloat(v), unit: 'px' });
  const components = [r, g, b].map((v) => Number(v) / 255);
  return {
    color: {
      colorSpace: 'srgb',
      components: components.map((v) => round(v)),
      alpha: Number(alpha),
      hex: toHex(components),
    },
    offsetX: px(x!),
    offsetY: px(y!),
    blur: px(blur!),
    spread: px(spread!),
  };
}

/** `rt-fade-in 150ms ease-out` as its duration and easing. */
function motion(value: string): Group {
  const match = /^\S+ (\d+)(ms|s) (ease-out|ease-in|ease-in-out|linear)/.exec(value);
  if (!match) throw new Error(`Not an animation the tokens know: ${value}`);
  const easings = {
    'ease-out': [0, 0, 0.58, 1],
    'ease-in': [0.42, 0, 1, 1],
    'ease-in-out': [0.42, 0, 0.58, 1],
    linear: [0, 0, 1, 1],
  };
  return {
    duration: {
      $type: 'duration',
      $value: { value: Number(match[1]), unit: match[2] },
      $extensions: css(value),
    },
    easing: { $type: 'cubicBezier', $value: easings[match[3] as keyof typeof easings] },
  };
}

/** The two token files, light and dark, from the stylesheet's variables. */
export function designTokens(stylesheet: string): Record<ThemeName, TokenFile> {
  const light = cssVariables(stylesheet, ':root,\n.light');
  const dark = cssVariables(stylesheet, '.dark');
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS at-rule, not words
  const inline = cssVariables(stylesheet, '@theme inline');
  const theme = cssVariables(stylesheet, '@theme');
  const radiusRem = Number.parseFloat(light.get('radius') ?? '0');

  const shared: Group = {
    font: {
      family: {
        sans: {
          $type: 'fontFamily',
          $value: inline
            .get('font-sans')!
            .split(',')
            .map((f) => f.trim().replace(/^'|'$/g, '')),
        },
      },
      size: Object.fromEntries(
        [...theme]
          .filter(([name]) => /^text-\w+$/.test(name))
          .map(([name, value]) => [
            name.slice('text-'.length),
            {
              $type: 'typography',
              $value: {
                fontFamily: '{font.family.sans}',
                fontSize: dimension(value, radiusRem).$value,
                lineHeight: dimension(theme.get(`${name}--line-height`)!, radiusRem).$value,
                fontWeight: 400,
                letterSpacing: { value: 0, unit: 'px' },
              },
              $extensions: css(value),
            },
          ]),
      ),
    },
    spacing: {
      // eslint-disable-next-line lingui/no-unlocalized-strings -- English on purpose: the files are for designers' tools
      $description: 'The 4 px grid: Tailwind p-1 is one unit, p-4 four.',
      unit: dimension(theme.get('spacing')!, radiusRem),
    },
    radius: Object.fromEntries(
      [...inline]
        .filter(([name]) => name.startsWith('radius-'))
        .map(([name, value]) => [name.slice('radius-'.length), dimension(value, radiusRem)]),
    ),
    shadow: Object.fromEntries(
      [...theme]
        .filter(([name]) => name.startsWith('shadow-'))
        .map(([name, value]) => [
          name.slice('shadow-'.length),
          { $type: 'shadow', $value: value.split(/,(?![^(]*\))/).map(shadowLayer), $extensions: css(value) },
        ]),
    ),
    motion: Object.fromEntries(
      [...theme]
        .filter(([name]) => name.startsWith('animate-'))
        .map(([name, value]) => [name.slice('animate-'.length), motion(value)]),
    ),
  };

  const colours = (variables: Map<string, string>): Group =>
    Object.fromEntries(
      [...variables].filter(([name]) => name !== 'radius').map(([name, value]) => [name, colourToken(value)]),
    );

  return {
    light: {
      // eslint-disable-next-line lingui/no-unlocalized-strings -- English on purpose, as above
      $description: 'Ready Teams design tokens, light theme (generated from theme.css).',
      color: colours(light),
      ...shared,
    },
    dark: {
      // eslint-disable-next-line lingui/no-unlocalized-strings -- English on purpose, as above
      $description: 'Ready Teams design tokens, dark theme (generated from theme.css).',
      // The dark theme overrides only colours; a variable it does not set keeps the light value.
      color: colours(new Map([...light, ...dark])),
      ...shared,
    },
  };
}
