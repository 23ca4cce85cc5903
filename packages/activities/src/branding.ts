// A company's branding of its live sessions: '@readyteams/activities/branding'. The stage's backgrounds and the text
// contrast rule (WCAG 2.2, 1.4.3: 4.5:1) in one home, the same in the company settings form, on the server that
// refuses a colour and in the theme the presenter and the phones apply. No zod, no React, no server.

/** The presenter's and the phones' background on each stage (the theme's `--background` there). */
export const STAGE_BACKGROUNDS = { light: '#ffffff', dark: '#0b1120' } as const;
export type Stage = keyof typeof STAGE_BACKGROUNDS;
export const STAGES = Object.keys(STAGE_BACKGROUNDS) as Stage[];

/** Least contrast of text with its background (WCAG 2.2 AA, normal text). */
export const TEXT_CONTRAST_MIN = 4.5;

/** A brand colour as stored: `#rrggbb`. */
export const BRAND_COLOR = /^#[0-9a-f]{6}$/i;

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** Parses '#abc' or '#aabbcc' (hash optional) to [r, g, b]; null when it is not a hex colour. */
export function parseHex(hex: string): [number, number, number] | null {
  const match = HEX.exec(hex.trim());
  if (!match?.[1]) return null;
  let digits = match[1];
  if (digits.length === 3) digits = digits.replace(/./g, (d) => d + d);
  const n = Number.parseInt(digits, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** WCAG relative luminance of an sRGB colour given as [r, g, b] in 0-255: 0 for black, 1 for white. */
export function relativeLuminance([r, g, b]: [number, number, number]) {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** WCAG contrast ratio of two relative luminances, from 1 (none) to 21 (black on white). */
export function contrastRatio(a: number, b: number) {
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/**
 * The contrast of a brand colour used as text on a stage's background, rounded down to one decimal (so 4.49 never
 * reads as the 4.5 it fails); null when the colour is not `#rrggbb`.
 */
export function stageContrast(color: string, stage: Stage): number | null {
  const rgb = BRAND_COLOR.test(color) ? parseHex(color) : null;
  if (!rgb) return null;
  const ratio = contrastRatio(relativeLuminance(rgb), relativeLuminance(parseHex(STAGE_BACKGROUNDS[stage])!));
  return Math.floor(ratio * 10) / 10;
}

/** Whether a brand colour is readable as text on the stage (at least 4.5:1). */
export const readableOnStage = (color: string, stage: Stage) =>
  (stageContrast(color, stage) ?? 0) >= TEXT_CONTRAST_MIN;
