import "server-only";
import { foldTurkish } from "../../lib/slug";

/**
 * `attachment; filename="hesap-dokumu-ayse-kaptan-2027-07.pdf"; filename*=UTF-8''hesap-d%C3%B6k%C3%BCm%C3%BC-…`:
 * an ASCII name every browser accepts, and the Turkish one (RFC 6266/5987) for those that read it.
 */
export function statementDisposition(ownerName: string, month: string, extension: "csv" | "pdf"): string {
  const words = (text: string) =>
    text
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean)
      .join("-");
  const ascii = `hesap-dokumu-${foldTurkish(words(ownerName)).replace(/[^a-z0-9-]/g, "") || "sahip"}-${month}.${extension}`;
  const turkish = `hesap-dökümü-${words(ownerName).toLocaleLowerCase("tr-TR") || "sahip"}-${month}.${extension}`;
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(turkish)}`;
}
