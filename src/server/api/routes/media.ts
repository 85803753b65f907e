import { z } from "zod";
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

export function mediaRoutes() {
  return [
    route(
      {
        method: "get",
        path: "/media/:key{.+}",
        summary:
          "A stored file (images, documents); keys are random and content never changes, so it is cached for a year",
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
        return c.body(new Uint8Array(data), 200, {
          "content-type": type,
          "cache-control": "public, max-age=31536000, immutable",
          "x-content-type-options": "nosniff",
        });
      },
    ),
  ];
}
