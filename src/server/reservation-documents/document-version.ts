import "server-only";
import { createHash } from "node:crypto";
import { canonical } from "@/lib/canonical-json";
import en from "@/i18n/documents/en.json";
import tr from "@/i18n/documents/tr.json";
import type { DocumentInput } from "./document-input";

/**
 * The renderer's own revision: bump it whenever what the renderer draws changes for the same input (layout, fonts,
 * words outside the catalogues), so that no cached PDF of the old layout is served again.
 * tests/unit/document-renderer-revision.test.ts fails when the renderer's files change and this did not.
 */
export const RENDERER_REVISION = 2;

/** What the renderer brings itself: its revision and the documents' words in both languages. */
const RENDERER = JSON.stringify(canonical({ revision: RENDERER_REVISION, words: { tr, en } }));

/**
 * A document's version (decision 0053): the SHA-256 of everything the PDF is drawn from — the loaded input (the
 * reservation, its lines, payments and plan, the boat, the company settings, the banks, the cancellation terms, the
 * contract's terms, the language) and the renderer itself. Anything the PDF shows that changes changes the version,
 * so a cached PDF can never be stale. The moment it is issued is not part of it: it is when the version was first
 * rendered.
 */
export function documentVersion(input: DocumentInput): string {
  return createHash("sha256")
    .update(RENDERER)
    .update("\n")
    .update(JSON.stringify(canonical(input)))
    .digest("hex");
}
