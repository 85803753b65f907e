#!/usr/bin/env node
// Writes the site's two font files (src/app/fonts/) from @fontsource-variable/inter's subset files, with the
// weight axis cut to the weights the site uses (400–700: font-normal, -medium, -semibold, -bold; nothing lighter
// or bolder is written):
// - inter-latin-wght-normal.woff2: Fontsource's Latin range (English, and Turkish ç ı ö ü), 30 KB against 48 KB;
// - inter-latin-ext-a-wght-normal.woff2: Latin Extended-A (Turkish ğ Ğ İ ş Ş, and the letters of most European
//   names) and the lira sign. Fontsource's Latin Extended file also holds Vietnamese and phonetic letters the
//   site never writes (84 KB against ~10 KB).
// Run after updating the package, and keep `weight` in src/app/fonts/inter.ts equal to WEIGHTS.
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import subsetFont from "subset-font";

const WEIGHTS = { min: 400, max: 700 };
const require = createRequire(import.meta.url);
const range = (from, to) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join("");
// Fontsource's unicode-range of its Latin file.
const latin = `${range(0x20, 0xff)}\u0131\u0152\u0153\u02bb\u02bc\u02c6\u02da\u02dc\u0304\u0308\u0329${range(0x2000, 0x206f)}\u20ac\u2122\u2191\u2193\u2212\u2215\ufeff\ufffd`;
const files = [
  { from: "inter-latin-wght-normal.woff2", to: "inter-latin-wght-normal.woff2", text: latin },
  {
    from: "inter-latin-ext-wght-normal.woff2",
    to: "inter-latin-ext-a-wght-normal.woff2",
    text: `${range(0x100, 0x17f)}₺`,
  },
];
for (const file of files) {
  const source = require.resolve(`@fontsource-variable/inter/files/${file.from}`);
  const out = await subsetFont(readFileSync(source), file.text, {
    targetFormat: "woff2",
    variationAxes: { wght: WEIGHTS },
  });
  const target = new URL(`../src/app/fonts/${file.to}`, import.meta.url);
  writeFileSync(target, out);
  console.log(`${target.pathname}: ${out.length} bytes`);
}
