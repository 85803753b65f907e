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

/** The file formats a route answers for download: the media type OpenAPI names, and the answer's content-type. */
export const FILE_FORMATS = {
  csv: { produces: "text/csv", contentType: "text/csv; charset=utf-8" },
  pdf: { produces: "application/pdf", contentType: "application/pdf" },
} as const;
export type FileFormat = keyof typeof FILE_FORMATS;

/** A PDF download saved as `fileName`. */
export function pdfDownload(c: Context, bytes: Uint8Array, fileName: string) {
  return download(c, bytes, "application/pdf", `attachment; filename="${fileName}"`);
}

/** A CSV export saved as `<name>-<YYYY-MM-DD>.csv`, the day (UTC) of `now`. */
export function csvExport(c: Context, csv: string, name: string, now: Date) {
  const day = now.toISOString().slice(0, 10);
  return download(c, csv, "text/csv; charset=utf-8", `attachment; filename="${name}-${day}.csv"`);
}
