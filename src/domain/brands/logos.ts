/**
 * Brand logos as self-contained SVG markup: no external URLs, fonts or images, so a logo can never
 * break the Content-Security-Policy or leak a request. These are simple wordmarks standing in for
 * each lender's artwork (assumption: the real files are supplied per partner and dropped in here).
 */

function wordmark(text: string, colour: string, mark: string, width: number): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} 32" width="${width}" height="32">` +
    `<rect x="0" y="4" width="24" height="24" rx="6" fill="${mark}"/>` +
    `<text x="32" y="23" font-family="system-ui,-apple-system,Segoe UI,Roboto,sans-serif" ` +
    `font-size="20" font-weight="700" fill="${colour}">${text}</text>` +
    `</svg>`
  );
}

export const LOGOS = {
  figure: wordmark('Figure', '#14161a', '#1f4fd8', 110),
  figureNy: wordmark('Figure New York', '#14161a', '#1f4fd8', 190),
  figureWholesale: wordmark('Figure Wholesale', '#14161a', '#14161a', 200),
  fairway: wordmark('Fairway', '#00573f', '#7a9a01', 120),
  cmg: wordmark('CMG Mortgage', '#0b3c5d', '#b9651a', 170),
  homepoint: wordmark('Homepoint', '#222222', '#b83f05', 140),
  agewell: wordmark('AgeWell', '#1f2937', '#6d28d9', 120),
} as const;
