/**
 * How long the blob's address stays valid after the click. The browser reads it when the download starts, which on
 * a busy phone or machine can be seconds later; FileSaver.js keeps it for the same 40 s.
 */
const KEEP_URL_MS = 40_000;

/** Hands a blob to the browser as a download named `filename`. */
export function saveBlob(blob: Blob, filename: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = href;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), KEEP_URL_MS);
}
