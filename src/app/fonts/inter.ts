import localFont from "next/font/local";

/**
 * Inter, subset to the letters and weights the site writes, both files cut by `scripts/subset-fonts.mjs` from
 * @fontsource-variable/inter with the weight axis at 400–700: Latin (English, and Turkish ç ı ö ü; 30 KB where
 * Fontsource's file with every weight is 48 KB) and Latin Extended-A with ₺ (Turkish ğ İ ş, European names;
 * 10 KB where Fontsource's Latin Extended file is 84 KB). Two families instead of
 * one with `unicode-range` (next/font/local cannot give each file its own range): a character Inter Latin lacks
 * falls through to the second family, then to its fallback. Only the Latin file is preloaded (every page needs
 * it). The fallback is Arial with Inter's metrics (size-adjust and ascent/descent overrides, computed by
 * next/font), so swapping in the web font moves nothing (issue 17: no layout shift from late content).
 */
export const interLatin = localFont({
  src: "./inter-latin-wght-normal.woff2",
  weight: "400 700",
  style: "normal",
  display: "swap",
  preload: true,
  // No fallback of its own: a Turkish letter must reach Inter Latin Extended before any system font.
  adjustFontFallback: false,
  fallback: [],
  variable: "--font-inter-latin",
});

export const interLatinExt = localFont({
  src: "./inter-latin-ext-a-wght-normal.woff2",
  weight: "400 700",
  style: "normal",
  display: "swap",
  preload: false,
  adjustFontFallback: "Arial",
  variable: "--font-inter-latin-ext",
});
