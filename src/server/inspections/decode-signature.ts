import "server-only";
import sharp from "sharp";
import { badRequest } from "../domain-errors";
import { msg } from "@/shared/messages/message-ref";
import { SIGNATURE_MAX_BYTES } from "./schemas";

/** A signature pad's canvas is at most a few thousand pixels wide. */
const SIGNATURE_MAX_PIXELS = 4_000_000;
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * A signature as sent (a PNG data URL, shape checked by the schema) → the PNG re-encoded by sharp (metadata and
 * any trailing bytes dropped), base64: checked by its bytes, bounded in size and pixels; 400 naming the side otherwise.
 */
export async function decodeSignature(dataUrl: string, side: "guest" | "staff"): Promise<string> {
  const field = `signatures.${side}`;
  const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(",") + 1), "base64");
  if (bytes.byteLength > SIGNATURE_MAX_BYTES) {
    const message = msg("inspections.signature_too_large", { side, kb: SIGNATURE_MAX_BYTES / 1024 });
    throw badRequest(message, { [field]: message });
  }
  const unreadable = () => {
    const message = msg("inspections.signature_unreadable", { side });
    return badRequest(message, { [field]: message });
  };
  if (!bytes.subarray(0, 8).equals(PNG_MAGIC)) throw unreadable();
  try {
    const image = sharp(bytes, { limitInputPixels: SIGNATURE_MAX_PIXELS });
    const meta = await image.metadata();
    if (meta.format !== "png" || !meta.width || !meta.height) throw unreadable();
    const png = await image.png({ compressionLevel: 9 }).toBuffer();
    return png.toString("base64");
  } catch {
    throw unreadable();
  }
}
