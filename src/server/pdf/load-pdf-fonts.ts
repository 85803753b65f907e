import "server-only";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";

export type PdfFontFiles = { regular: Uint8Array; bold: Uint8Array };

let loading: Promise<PdfFontFiles> | undefined;

/**
 * Inter Regular and Bold as TTF bytes (Latin Extended: ç ğ ı İ ö ş ü and ₺), read from the package once per
 * process. The paths come from Node's resolver, not from `__dirname` or the working directory, so the same code
 * finds them under tsx, vitest and the bundled server (`.next/liman-server/main.mjs`, packages left external).
 */
export function loadPdfFonts(): Promise<PdfFontFiles> {
  loading ??= (async () => {
    const require = createRequire(import.meta.url);
    const [regular, bold] = await Promise.all([
      readFile(require.resolve("@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf")),
      readFile(require.resolve("@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf")),
    ]);
    return { regular: new Uint8Array(regular), bold: new Uint8Array(bold) };
  })().catch((error: unknown) => {
    loading = undefined; // a later document tries again
    throw error;
  });
  return loading;
}
