import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../db/client";
import { documents } from "../../db/schema";
import { attachmentDisposition } from "../../media/content-disposition";
import { isSafeKey } from "../../media/storage";
import { notFound } from "../errors";
import { route } from "../route";

const TYPES: Record<string, string> = {
  webp: "image/webp",
  avif: "image/avif",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  pdf: "application/pdf",
};

/** A file that is not an image is downloaded, never shown inline: named after its document's title. */
async function downloadName(db: Db, key: string): Promise<string> {
  const [doc] = await db.select({ title: documents.title }).from(documents).where(eq(documents.storageKey, key));
  return (
    doc?.title ??
    key
      .split("/")
      .pop()!
      .replace(/\.[a-z0-9]+$/, "")
  );
}

export function mediaRoutes() {
  return [
    route(
      {
        method: "get",
        path: "/media/:key{.+}",
        summary:
          "A stored file; keys are random and content never changes, so it is cached for a year. Images are shown inline; documents (PDF) are downloads (Content-Disposition: attachment, named after the document)",
        tag: "media",
        access: "public",
        params: z.object({ key: z.string().max(300) }),
        produces: "application/octet-stream",
      },
      async ({ c, deps, params }) => {
        const ext = params.key.split(".").pop() ?? "";
        const type = TYPES[ext];
        if (!type || !isSafeKey(params.key)) throw notFound("Dosya bulunamadı.");
        const data = await deps.storage.get(params.key);
        if (!data) throw notFound("Dosya bulunamadı.");
        const inline = type.startsWith("image/");
        return c.body(new Uint8Array(data), 200, {
          "content-type": type,
          ...(inline
            ? {}
            : { "content-disposition": attachmentDisposition(await downloadName(deps.db, params.key), ext) }),
          "cache-control": "public, max-age=31536000, immutable",
          "x-content-type-options": "nosniff",
        });
      },
    ),
  ];
}
