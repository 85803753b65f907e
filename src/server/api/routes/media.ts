import "server-only";
import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../db/client";
import { documents } from "../../db/schema";
import { attachmentDisposition } from "../../media/content-disposition";
import { CONTENT_TYPES, contentTypeOf } from "../../media/content-types";
import { isSafeKey } from "../../media/storage";
import { storageUnavailable } from "../../media/storage-unavailable";
import { notFound } from "../errors";
import { route } from "../route";

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
          "A stored file, from local disk or the S3 bucket; keys are content-addressed (a key's bytes never change), so it is cached for a year as immutable. Images are shown inline; documents (PDF) are downloads (Content-Disposition: attachment, named after the document)",
        tag: "media",
        access: "public",
        params: z.object({ key: z.string().max(300) }),
        produces: [...new Set(Object.values(CONTENT_TYPES))],
      },
      async ({ c, deps, params }) => {
        const ext = params.key.split(".").pop() ?? "";
        const type = contentTypeOf(params.key);
        if (!type || !isSafeKey(params.key)) throw notFound("api.file_not_found");
        const data = await deps.storage.get(params.key).catch((error: unknown) => {
          throw storageUnavailable("get", error);
        });
        if (!data) throw notFound("api.file_not_found");
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
