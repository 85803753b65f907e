#!/usr/bin/env node
// Writes the site's second font file (src/app/fonts/inter-latin-ext-a-wght-normal.woff2): Inter's Latin Extended
// subset from @fontsource-variable/inter cut down to Latin Extended-A (Turkish ğ Ğ İ ş Ş, and the letters of
// most European names) and the lira sign, with the weight axis kept. Fontsource's Latin Extended file also holds
// Vietnamese and phonetic letters the site never writes (84 KB against ~15 KB). Run after updating the package.
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import subsetFont from "subset-font";

const require = createRequire(import.meta.url);
const source = require.resolve("@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2");
const latinExtendedA = Array.from({ length: 0x180 - 0x100 }, (_, i) => String.fromCodePoint(0x100 + i)).join("");
const out = await subsetFont(readFileSync(source), `${latinExtendedA}₺`, { targetFormat: "woff2" });
const target = new URL("../src/app/fonts/inter-latin-ext-a-wght-normal.woff2", import.meta.url);
writeFileSync(target, out);
console.log(`${target.pathname}: ${out.length} bytes`);
