const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** Parses '#abc' or '#aabbcc' (hash optional) to [r, g, b]; null when it is not a hex colour. */
function parseHex(hex: string): [number, number, number] | null {
  const match = HEX.exec(hex.trim());
  if (!match?.[1]) return null;
  let digits = match[1];
  if (digits.length === 3) digits = digits.replace(/./g, (d) => d + d);
  const n = Number.parseInt(digits, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** WCAG relative luminance of an sRGB colour given as [r, g, b] in 0-255: 0 for black, 1 for white. */
function relativeLuminance([r, g, b]: [number, number, number]) {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** WCAG contrast ratio of two relative luminances, from 1 (none) to 21 (black on white). */
function contrastRatio(a: number, b: number) {
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/** Black or white, whichever contrasts more with the background (tags and categories carry any hex). */
function readableTextColor(background: string): '#000000' | '#ffffff' {
  const rgb = parseHex(background);
  if (!rgb) return '#000000';
  const l = relativeLuminance(rgb);
  return contrastRatio(l, 0) >= contrastRatio(l, 1) ? '#000000' : '#ffffff';
}

export { parseHex, readableTextColor, contrastRatio, relativeLuminance };
