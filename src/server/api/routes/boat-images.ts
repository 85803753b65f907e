import type { Context } from "hono";
import { z } from "zod";
import { deleteBoatImage } from "../../boats/delete-boat-image";
import { reorderBoatImages } from "../../boats/reorder-boat-images";
import { imageSchema, imageUploadFields, reorderBody } from "../../boats/schemas";
import { MAX_FILES_PER_UPLOAD, tooLarge, uploadBoatImages } from "../../boats/upload-boat-images";
import { IMAGE_MAX_BYTES } from "../../media/store-image";
import { assertStorableForm } from "../../content/read-form";
import { unsupportedMediaType } from "../content-type";
import { badRequest, validationError } from "../errors";
import { idParams, route } from "../route";

const tag = "boat images";

/** The largest upload request accepted: the files at their limit plus room for the form's own bytes. */
const MAX_UPLOAD_BYTES = MAX_FILES_PER_UPLOAD * IMAGE_MAX_BYTES + 1024 * 1024;

/**
 * Reads a multipart/form-data body, refusing it (413) as soon as it is larger than `limit`: by its
 * Content-Length before reading, and by counting while reading when there is none (chunked uploads).
 */
async function readLimitedForm(c: Context, limit: number): Promise<FormData> {
  const type = c.req.header("content-type") ?? "";
  if (!/^multipart\/form-data;/i.test(type)) {
    throw unsupportedMediaType("multipart/form-data (alan adı: files)");
  }
  const declared = Number(c.req.header("content-length"));
  if (Number.isFinite(declared) && declared > limit) throw tooLarge("Yükleme çok büyük: görsel başına en fazla 10 MB.");
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = c.req.raw.body?.getReader();
  while (reader) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw tooLarge("Yükleme çok büyük: görsel başına en fazla 10 MB.");
    }
    chunks.push(value);
  }
  try {
    return await new Response(Buffer.concat(chunks), { headers: { "content-type": type } }).formData();
  } catch {
    throw badRequest("Yükleme okunamadı: form verisi bozuk.");
  }
}

export function boatImageRoutes() {
  return [
    route(
      {
        method: "post",
        path: "/admin/boats/image",
        summary: `Upload images of a boat: multipart/form-data with boat_id and up to ${MAX_FILES_PER_UPLOAD} files under "files" (or "file"). JPEG, PNG, WebP or AVIF by their bytes, ≤ 10 MB and ≤ 40 MP each; re-encoded (EXIF removed) to responsive WebP widths under random names`,
        tag,
        access: "staff",
        multipart: true,
        response: z.array(imageSchema),
        status: 201,
      },
      async ({ c, deps, user }) => {
        const form = await readLimitedForm(c, MAX_UPLOAD_BYTES);
        assertStorableForm(form);
        const fields = imageUploadFields.safeParse({ boat_id: form.get("boat_id") ?? undefined });
        if (!fields.success) throw validationError(fields.error);
        const files = [...form.getAll("files"), ...form.getAll("file")].filter((f): f is File => typeof f !== "string");
        if (files.length === 0)
          throw badRequest("En az bir görsel seçin (alan adı: files).", { files: "Görsel seçin." });
        if (files.length > MAX_FILES_PER_UPLOAD) {
          throw badRequest(`Tek seferde en fazla ${MAX_FILES_PER_UPLOAD} görsel yükleyebilirsiniz.`);
        }
        return uploadBoatImages(deps.db, deps.storage, user, fields.data.boat_id, files);
      },
    ),
    route(
      {
        method: "put",
        path: "/admin/boats/image/updateorder",
        summary: "Reorder the images of one boat: [{ id, sort_order }] or the ids in their new order",
        tag,
        access: "staff",
        body: reorderBody,
        response: z.array(imageSchema),
      },
      ({ deps, user, body }) => reorderBoatImages(deps.db, user, body),
    ),
    route(
      {
        method: "delete",
        path: "/admin/boats/image/:id",
        summary: "Delete an image and its stored files",
        tag,
        access: "staff",
        params: idParams,
        response: z.object({ id: z.number().int() }),
      },
      ({ deps, deps: { storage }, user, params }) => deleteBoatImage(deps.db, storage, user, params.id),
    ),
  ];
}
