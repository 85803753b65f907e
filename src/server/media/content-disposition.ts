import "server-only";
import { slugify } from "../../lib/slug";

/** RFC 5987 value-chars: everything else is percent-encoded from UTF-8. */
const encodeRfc5987 = (text: string) =>
  encodeURIComponent(text).replace(/['()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * `attachment` with a safe name: `filename` in plain ASCII (Turkish letters folded, anything else a dash)
 * for old clients, `filename*` with the real name in UTF-8 (RFC 6266 / 5987). Quotes, slashes and control
 * characters never reach the header.
 */
export function attachmentDisposition(title: string, extension: string): string {
  const ext = extension.replace(/[^a-z0-9]/gi, "").toLowerCase();
  const clean = title
    .replace(/[\p{Cc}"\\/:*?<>|]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 120);
  const base = clean || "belge";
  const ascii = `${slugify(base)}.${ext}`;
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeRfc5987(`${base}.${ext}`)}`;
}
