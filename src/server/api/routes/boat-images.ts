import "server-only";
import { z } from "zod";
import { msg } from "@/shared/messages/message-ref";
import { deleteBoatImage } from "../../boats/images/delete-boat-image";
import { reorderBoatImages } from "../../boats/images/reorder-boat-images";
import { imageSchema, imageUploadFields } from "../../boats/images/schemas";
import { reorderBody } from "../../boats/records/schemas";
import { MAX_FILES_PER_UPLOAD, uploadBoatImages } from "../../boats/images/upload-boat-images";
import { IMAGE_MAX_BYTES } from "../../media/store-image";
import { unsupportedMediaType } from "../content-type";
import { badRequest, validationError } from "../errors";
import { isMultipart, readMultipart } from "../read-multipart";
import { idParams, route } from "../route";

const tag = "boat images";

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
        if (!isMultipart(c)) throw unsupportedMediaType(msg("api.wrong_content_type_files", { field: "files" }));
        // Each file is counted while it streams in: one over the limit stops the upload with 413.
        const form = await readMultipart(c, {
          maxFileBytes: Math.min(IMAGE_MAX_BYTES, deps.config.maxUploadBytes),
          maxFiles: MAX_FILES_PER_UPLOAD,
          maxFieldBytes: deps.config.maxJsonBodyBytes,
          fileFields: ["files", "file"],
          fileTooLarge: "api.image_too_large",
        });
        const fields = imageUploadFields.safeParse({ boat_id: form.fields.boat_id });
        if (!fields.success) throw validationError(fields.error);
        const files = form.files.map((file) => file.data);
        if (files.length === 0)
          throw badRequest(msg("api.images_missing", { field: "files" }), { files: "api.images_required" });
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
