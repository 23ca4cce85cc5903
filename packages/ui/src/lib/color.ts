// The WCAG colour math lives with the branding's contrast rule (one home for the forms, the server and the kit).
import { contrastRatio, parseHex, relativeLuminance } from '@readyteams/activities/branding';

/** Black or white, whichever contrasts more with the background (tags and categories carry any hex). */
function readableTextColor(background: string): '#000000' | '#ffffff' {
  const rgb = parseHex(background);
  if (!rgb) return '#000000';
  const l = relativeLuminance(rgb);
  return contrastRatio(l, 0) >= contrastRatio(l, 1) ? '#000000' : '#ffffff';
}

export { parseHex, readableTextColor, contrastRatio, relativeLuminance };
