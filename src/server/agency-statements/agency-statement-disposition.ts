import "server-only";
import { foldTurkish } from "../../lib/slug";

/** `attachment; filename="komisyon-dokumu-<agency>-<YYYY-MM>.pdf"` with the Turkish name too (RFC 6266/5987). */
export function agencyStatementDisposition(agencyName: string, month: string, extension: "csv" | "pdf"): string {
  const words = (text: string) =>
    text
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean)
      .join("-");
  const ascii = `komisyon-dokumu-${foldTurkish(words(agencyName)).replace(/[^a-z0-9-]/g, "") || "acente"}-${month}.${extension}`;
  const turkish = `komisyon-dökümü-${words(agencyName).toLocaleLowerCase("tr-TR") || "acente"}-${month}.${extension}`;
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(turkish)}`;
}
