import "server-only";
/** A byte count for people, the Turkish way: `1 MB`, `1,5 MB`, `512 KB`. */
export function formatBytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  if (mb >= 1) return `${Number(mb.toFixed(1)).toLocaleString("tr-TR")} MB`;
  return `${Math.max(1, Math.round(bytes / 1024)).toLocaleString("tr-TR")} KB`;
}
