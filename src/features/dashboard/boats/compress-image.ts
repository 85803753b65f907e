/**
 * Client-side image compression before upload (spec §5): only image files are accepted; each is drawn to a
 * canvas at most 1280 px high (never enlarged) and encoded at quality 0.8; a PNG over 5,000,000 bytes becomes
 * a JPEG, every other file keeps its type (a type the browser cannot encode, e.g. GIF or AVIF, becomes JPEG).
 */
export const MAX_IMAGE_HEIGHT = 1280;
export const IMAGE_QUALITY = 0.8;
export const PNG_TO_JPEG_BYTES = 5_000_000;
export const NOT_AN_IMAGE = "Yalnızca görsel dosyaları yükleyebilirsiniz.";

/** The drawn size: height capped at 1280 px, width scaled to keep the aspect ratio. */
export function targetSize(width: number, height: number, maxHeight = MAX_IMAGE_HEIGHT) {
  if (height <= maxHeight) return { width, height };
  return { width: Math.max(1, Math.round((width * maxHeight) / height)), height: maxHeight };
}

/** The output type: JPEG for a PNG over 5,000,000 bytes, else the file's own type. */
export function outputType(file: { type: string; size: number }): string {
  if (file.type === "image/png" && file.size > PNG_TO_JPEG_BYTES) return "image/jpeg";
  return file.type;
}

const EXTENSIONS: Record<string, string> = { "image/jpeg": "jpg", "image/png": "png", "image/webp": "webp" };

export function renamed(name: string, type: string): string {
  const ext = EXTENSIONS[type] ?? "jpg";
  const base = name.replace(/\.[^.]+$/, "") || "gorsel";
  return `${base}.${ext}`;
}

export function isImageFile(file: { type: string }): boolean {
  return file.type.startsWith("image/");
}

function toBlob(canvas: HTMLCanvasElement, type: string, quality: number): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, quality));
}

export async function compressImage(file: File): Promise<File> {
  if (!isImageFile(file)) throw new Error(NOT_AN_IMAGE);
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    throw new Error(`${file.name}: görsel okunamadı.`);
  }
  const { width, height } = targetSize(bitmap.width, bitmap.height);
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext("2d");
  if (!context) throw new Error("Tarayıcı görseli işleyemedi.");
  let type = outputType(file);
  if (type === "image/jpeg") {
    context.fillStyle = "#ffffff"; // transparent PNG areas become white, not black
    context.fillRect(0, 0, width, height);
  }
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  let blob = await toBlob(canvas, type, IMAGE_QUALITY);
  if (!blob || blob.type !== type) {
    // The browser cannot write this type (GIF, AVIF…): JPEG it is.
    type = "image/jpeg";
    context.globalCompositeOperation = "destination-over";
    context.fillStyle = "#ffffff";
    context.fillRect(0, 0, width, height);
    blob = await toBlob(canvas, type, IMAGE_QUALITY);
  }
  if (!blob) throw new Error(`${file.name}: görsel sıkıştırılamadı.`);
  return new File([blob], renamed(file.name, type), { type });
}
