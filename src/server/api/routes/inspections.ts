import "server-only";
import { z } from "zod";
import { idParam } from "@/shared/input";
import { msg } from "@/shared/messages/message-ref";
import { idempotencyKeySchema } from "@/shared/reservations";
import { createInspection, type PhotoFiles } from "../../inspections/create-inspection";
import { findProtocolByToken } from "../../inspections/find-protocol-by-token";
import { findStaffInspection, renderInspectionPdf } from "../../inspections/inspection-pdf";
import { listInspections } from "../../inspections/list-inspections";
import { INSPECTION_MAX_PHOTOS, inspectionInput, inspectionSchema, PHOTO_FIELD } from "../../inspections/schemas";
import { IMAGE_MAX_BYTES } from "../../media/store-image";
import { unsupportedMediaType } from "../content-type";
import { pdfDownload } from "../download";
import { badRequest, validationError } from "../errors";
import { isMultipart, readMultipart } from "../read-multipart";
import { route } from "../route";

const tag = "inspections";
const reservationParams = z.object({ id: idParam() });
/** `12.pdf` → 12 (Hono matches the whole segment; the id is its digits). */
const pdfParams = z.object({
  file: z
    .string()
    .regex(/^[1-9]\d{0,9}\.pdf$/, { error: msg("input.id") })
    .transform((f) => Number(f.slice(0, -4))),
});
const tokenParams = z.object({
  file: z
    .string()
    .regex(/^[A-Za-z0-9_-]{20,100}\.pdf$/, { error: msg("inspections.not_found") })
    .transform((f) => f.slice(0, -4)),
});

/** Check-in and check-out protocols of a reservation: saved from the phone on the quay, listed, printed, mailed. */
export function inspectionRoutes() {
  return [
    route(
      {
        method: "post",
        path: "/admin/reservations/:id/inspections",
        summary: `Save a check-in or check-out: multipart/form-data with the field "inspection" (JSON: kind, engine_hours, fuel_percent, items [{ item_id, state, note, photos: [field names] }], signatures { guest_name, guest, staff } as PNG data URLs, out_of_service_until?) and the photo files under the field names the items give (≤ ${INSPECTION_MAX_PHOTOS}; JPEG, PNG, WebP or AVIF, re-encoded). A check-out needs the check-in (409); engine hours never go backwards (400); the guest is mailed the protocol. Optional Idempotency-Key: the same key and body answer the stored inspection again (201); another body → 422. OWNER: own boats only`,
        tag,
        access: "staff",
        params: reservationParams,
        multipart: true,
        response: inspectionSchema,
        status: 201,
        errors: [404, 409, 422],
      },
      async ({ c, deps, user, params }) => {
        if (!isMultipart(c)) throw unsupportedMediaType("multipart/form-data");
        const header = c.req.header("idempotency-key");
        let idempotencyKey: string | undefined;
        if (header !== undefined) {
          const parsed = idempotencyKeySchema.safeParse(header);
          if (!parsed.success) throw badRequest("booking.idempotency_key_length");
          idempotencyKey = parsed.data;
        }
        const form = await readMultipart(c, {
          maxFileBytes: Math.min(IMAGE_MAX_BYTES, deps.config.maxUploadBytes),
          maxFiles: INSPECTION_MAX_PHOTOS,
          maxFieldBytes: deps.config.maxJsonBodyBytes,
          fileFields: (field) => field !== "inspection" && PHOTO_FIELD.test(field),
          fileTooLarge: "api.image_too_large",
        });
        const raw = form.fields.inspection;
        if (raw === undefined)
          throw badRequest("inspections.inspection_required", { inspection: "inspections.inspection_required" });
        let json: unknown;
        try {
          json = JSON.parse(raw);
        } catch {
          throw badRequest("inspections.inspection_json", { inspection: "inspections.inspection_json" });
        }
        const parsed = inspectionInput.safeParse(json);
        if (!parsed.success) throw validationError(parsed.error);
        const photos: PhotoFiles = new Map();
        for (const file of form.files) photos.set(file.field, [...(photos.get(file.field) ?? []), file.data]);
        return createInspection(deps.db, deps.storage, user, params.id, parsed.data, photos, {
          idempotencyKey,
          now: deps.now?.(),
        });
      },
    ),
    route(
      {
        method: "get",
        path: "/admin/reservations/:id/inspections",
        summary:
          "The check-in and check-out of a reservation, oldest first: items with state, note and photos; a check-out's damages against the check-in. OWNER: own boats only",
        tag,
        access: "staff",
        params: reservationParams,
        response: z.array(inspectionSchema),
        errors: [404],
      },
      ({ deps, user, params }) => listInspections(deps.db, user, params.id),
    ),
    route(
      {
        method: "get",
        path: "/admin/inspections/:file",
        summary:
          "The protocol of an inspection as a PDF (`/v1/admin/inspections/12.pdf`), in the reservation's language. OWNER: own boats only",
        tag,
        access: "staff",
        params: pdfParams,
        errors: [400, 404],
        produces: "application/pdf",
      },
      async ({ c, deps, user, params }) => {
        const id = await findStaffInspection(deps.db, user, params.file);
        const pdf = await renderInspectionPdf(deps.db, deps.storage, id);
        return pdfDownload(c, pdf.bytes, pdf.fileName);
      },
    ),
    route(
      {
        method: "get",
        path: "/inspections/:file",
        summary:
          "The guest's copy of an inspection protocol (PDF) by the link of the guest's mail (a random token; valid for a year). Unknown or expired → 404",
        tag,
        access: "public",
        params: tokenParams,
        errors: [400, 404],
        produces: "application/pdf",
      },
      async ({ c, deps, params }) => {
        const id = await findProtocolByToken(deps.db, params.file, deps.now?.());
        const pdf = await renderInspectionPdf(deps.db, deps.storage, id);
        return pdfDownload(c, pdf.bytes, pdf.fileName);
      },
    ),
  ];
}
