import "server-only";
import { z } from "zod";
import { idParam } from "@/shared/input";
import { downloadName } from "../../documents/download-name";
import { attachmentDisposition } from "../../media/content-disposition";
import { CONTENT_TYPES, contentTypeOf } from "../../media/content-types";
import { isSafeKey } from "../../media/storage";
import { storageUnavailable } from "../../media/storage-unavailable";
import { notFound } from "../errors";
import { route } from "../route";

export function mediaRoutes() {
  return [
    route(
      {
        method: "get",
        path: "/media/:key{.+}",
        summary:
          "A stored file, from local disk or the S3 bucket; keys are content-addressed (a key's bytes never change), so it is cached for a year as immutable. Images are shown inline; documents (PDF) are downloads (Content-Disposition: attachment, named after the document the `document` parameter names, else the first with that file)",
        tag: "media",
        access: "public",
        params: z.object({ key: z.string().max(300) }),
        // The document a download is named after (documents with the same bytes share one file).
        query: z.object({ document: idParam().optional() }),
        produces: [...new Set(Object.values(CONTENT_TYPES))],
      },
      async ({ c, deps, params, query }) => {
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
            : {
                "content-disposition": attachmentDisposition(
                  await downloadName(deps.db, params.key, query.document),
                  ext,
                ),
              }),
          "cache-control": "public, max-age=31536000, immutable",
          "x-content-type-options": "nosniff",
        });
      },
    ),
  ];
}
