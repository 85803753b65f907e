import "server-only";

/** `attachment; filename="yolcu-listesi-LMN0001.csv"`: the code is ASCII already, so one plain name suffices. */
export function passengerDisposition(code: string, extension: "csv" | "pdf"): string {
  const safe = code.replace(/[^A-Za-z0-9-]/g, "") || "rezervasyon";
  return `attachment; filename="yolcu-listesi-${safe}.${extension}"`;
}
