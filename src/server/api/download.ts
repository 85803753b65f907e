import "server-only";
import type { Context } from "hono";

/** A file answered for download (a CSV, a PDF): someone's own data, so never stored by a cache. */
export function download(c: Context, body: string | Uint8Array, type: string, disposition: string) {
  return c.body(body as never, 200, {
    "content-type": type,
    "content-disposition": disposition,
    "cache-control": "no-store",
  });
}

/** A PDF download saved as `fileName`. */
export function pdfDownload(c: Context, bytes: Uint8Array, fileName: string) {
  return download(c, bytes, "application/pdf", `attachment; filename="${fileName}"`);
}

/** A CSV export saved as `<name>-<YYYY-MM-DD>.csv`, the day (UTC) of `now`. */
export function csvExport(c: Context, csv: string, name: string, now: Date) {
  const day = now.toISOString().slice(0, 10);
  return download(c, csv, "text/csv; charset=utf-8", `attachment; filename="${name}-${day}.csv"`);
}
