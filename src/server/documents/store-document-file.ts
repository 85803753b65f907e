import "server-only";
import { fileTypeFromBuffer } from "file-type";
import { AppError, badRequest } from "../domain-errors";
import { contentKey } from "../media/content-key";
import type { NewFile } from "../media/shared-files";
import { encodeImage } from "../media/store-image";
import { imageFileKey } from "../content/stored-files";

export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;

const PDF_MAGIC = Buffer.from("%PDF-", "ascii");
const IMAGE_TYPES = new Set(["image/jpeg", "image/png", "image/webp", "image/avif"]);

export const isPdf = (data: Buffer) => data.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC);

/**
 * Prepares an uploaded document, recognised by its bytes (never its name or declared type): a PDF is kept
 * as is under `documents/<content hash>.pdf`; an image (JPEG, PNG, WebP, AVIF) goes through the image
 * pipeline (re-encoded, metadata dropped). Anything else is refused with a 400. The files are
 * stored with the row (writeWithFiles).
 */
export async function encodeDocumentFile(
  data: Buffer,
): Promise<{ key: string; mimeType: string; sizeBytes: number; files: NewFile[] }> {
  if (data.byteLength > DOCUMENT_MAX_BYTES) {
    throw new AppError(413, "TOO_LARGE", "documents.too_large");
  }
  if (isPdf(data)) {
    const key = `${contentKey("documents", [data])}.pdf`;
    return { key, mimeType: "application/pdf", sizeBytes: data.byteLength, files: [{ key, data }] };
  }
  const detected = await fileTypeFromBuffer(data).catch(() => undefined);
  if (!detected || !IMAGE_TYPES.has(detected.mime)) {
    throw badRequest("documents.file_type", { file: "documents.file_type_field" });
  }
  const image = await encodeImage(data, "documents");
  const key = imageFileKey(image);
  const largest = image.files.find((f) => f.key === key)!;
  return { key, mimeType: "image/webp", sizeBytes: largest.data.byteLength, files: image.files };
}
