import "server-only";
/** The media types of the files the app stores, by file extension. */
export const CONTENT_TYPES: Record<string, string> = {
  webp: "image/webp",
  avif: "image/avif",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  pdf: "application/pdf",
};

/** The media type of a stored file by its key's extension, or undefined when the app does not serve it. */
export function contentTypeOf(key: string): string | undefined {
  const dot = key.lastIndexOf(".");
  return dot < 0 ? undefined : CONTENT_TYPES[key.slice(dot + 1)];
}
