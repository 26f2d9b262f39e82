/**
 * WCAG 2.2 relative luminance and contrast ratio for `#rrggbb` colours
 * (https://www.w3.org/TR/WCAG22/#dfn-contrast-ratio). Used to reject a brand whose theme would
 * fail AA, so a partner's palette can never make the form unreadable.
 */

export const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

/** AA for normal-size text (1.4.3). */
export const AA_TEXT = 4.5;
/** AA for user-interface components and focus indicators (1.4.11). */
export const AA_NON_TEXT = 3;

function channel(hex: string, start: number): number {
  const c = parseInt(hex.slice(start, start + 2), 16) / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

export function relativeLuminance(hex: string): number {
  if (!HEX_COLOUR.test(hex)) throw new TypeError(`Not a #rrggbb colour: ${hex}`);
  return 0.2126 * channel(hex, 1) + 0.7152 * channel(hex, 3) + 0.0722 * channel(hex, 5);
}

/** Contrast ratio between two colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  const [hi, lo] = la > lb ? [la, lb] : [lb, la];
  return (hi + 0.05) / (lo + 0.05);
}
