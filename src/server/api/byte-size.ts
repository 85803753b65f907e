import "server-only";

/**
 * A byte count as a message's parameters (`{size, number} {unit}` in the error catalogues): whole or one-decimal
 * megabytes from 1 MB up (`1.5` + `MB`, written "1,5 MB" in Turkish), kilobytes below. The words and the decimal
 * mark are the catalogue's, in the reader's language.
 */
export function byteSize(bytes: number): { size: number; unit: "KB" | "MB" } {
  const mb = bytes / (1024 * 1024);
  if (mb >= 1) return { size: Number(mb.toFixed(1)), unit: "MB" };
  return { size: Math.max(1, Math.round(bytes / 1024)), unit: "KB" };
}
