import "server-only";
import { z } from "zod";
import { badRequest } from "../errors";
import { parseFormFields, readForm } from "../read-form";
import { createDocument } from "../../documents/create-document";
import { deleteDocument } from "../../documents/delete-document";
import { listDocuments } from "../../documents/list-documents";
import { documentFields, documentSchema } from "../../documents/schemas";
import { DOCUMENT_MAX_BYTES } from "../../documents/store-document-file";
import { idParams, listOf, route } from "../route";

const tag = "documents";

export function documentRoutes() {
  return [
    route(
      {
        method: "get",
        path: "/admin/ourdocuments",
        summary: "Every document, newest first",
        tag,
        access: "admin",
        response: listOf(documentSchema),
      },
      ({ deps }) => listDocuments(deps.db),
    ),
    route(
      {
        method: "post",
        path: "/admin/ourdocuments",
        summary:
          "Upload a document: multipart form (title; file `file`): a PDF (checked by its bytes, ≤ 10 MB, kept as is) or an image (re-encoded)",
        tag,
        access: "admin",
        multipart: true,
        response: documentSchema,
        status: 201,
      },
      async ({ c, deps }) => {
        const form = await readForm(c, deps.config, "file", DOCUMENT_MAX_BYTES);
        const input = parseFormFields(documentFields, form.fields);
        const file = form.files.file;
        if (!file) throw badRequest("api.file_missing", { file: "api.file_required" });
        return createDocument(deps.db, deps.storage, input, file.data);
      },
    ),
    route(
      {
        method: "delete",
        path: "/admin/ourdocuments/:id",
        summary: "Delete a document and its file",
        tag,
        access: "admin",
        params: idParams,
        response: z.object({ id: z.number().int() }),
      },
      ({ deps, params }) => deleteDocument(deps.db, deps.storage, params.id),
    ),
  ];
}
