import "server-only";
import { foldTurkish } from "../../lib/slug";

/** How a statement's files are named: `hesap-dokumu` / `hesap-dökümü`, and the name's stand-in when it has no letter. */
export type StatementFileName = { ascii: string; turkish: string; fallback: string };

export const OWNER_STATEMENT_FILE: StatementFileName = {
  ascii: "hesap-dokumu",
  turkish: "hesap-dökümü",
  fallback: "sahip",
};

/**
 * `attachment; filename="hesap-dokumu-ayse-kaptan-2027-07.pdf"; filename*=UTF-8''hesap-d%C3%B6k%C3%BCm%C3%BC-…`:
 * an ASCII name every browser accepts, and the Turkish one (RFC 6266/5987) for those that read it.
 */
export function statementDisposition(
  file: StatementFileName,
  name: string,
  month: string,
  extension: "csv" | "pdf",
): string {
  const words = (text: string) =>
    text
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean)
      .join("-");
  const ascii = `${file.ascii}-${foldTurkish(words(name)).replace(/[^a-z0-9-]/g, "") || file.fallback}-${month}.${extension}`;
  const turkish = `${file.turkish}-${words(name).toLocaleLowerCase("tr-TR") || file.fallback}-${month}.${extension}`;
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(turkish)}`;
}
