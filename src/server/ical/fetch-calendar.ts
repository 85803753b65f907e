import { icalFetchError } from "./ical-errors";

export type FetchCalendarOptions = { timeoutMs?: number; maxBytes?: number };

export const ICAL_TIMEOUT_MS = 10_000;
export const ICAL_MAX_BYTES = 2 * 1024 * 1024;

function checkedUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw.trim().replace(/^webcal:/i, "https:"));
  } catch {
    throw icalFetchError("iCal adresi geçerli bir adres değil.");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw icalFetchError("iCal adresi http:// veya https:// ile başlamalı.");
  }
  return url;
}

async function readCapped(body: ReadableStream<Uint8Array>, maxBytes: number): Promise<string> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw icalFetchError(`Takvim dosyası çok büyük (en fazla ${Math.round(maxBytes / 1024 / 1024)} MB).`);
    }
    chunks.push(value);
  }
  return new TextDecoder("utf-8").decode(Buffer.concat(chunks));
}

/**
 * Downloads a calendar feed: http(s) only (webcal:// is read as https://), a time limit, a size cap, and
 * only an answer that is an iCal calendar. Every failure is a 422 with a Turkish reason (never a 500).
 */
export async function fetchCalendar(rawUrl: string, options: FetchCalendarOptions = {}): Promise<string> {
  const url = checkedUrl(rawUrl);
  const timeoutMs = options.timeoutMs ?? ICAL_TIMEOUT_MS;
  const maxBytes = options.maxBytes ?? ICAL_MAX_BYTES;
  const signal = AbortSignal.timeout(timeoutMs);
  let response: Response;
  try {
    response = await fetch(url, {
      signal,
      redirect: "follow",
      headers: { accept: "text/calendar, text/plain;q=0.8, */*;q=0.1", "user-agent": "Liman-iCal/1.0" },
    });
  } catch (error) {
    if (signal.aborted) throw icalFetchError(`Takvim adresi ${timeoutMs / 1000} saniye içinde yanıt vermedi.`);
    void error;
    throw icalFetchError("Takvim adresine ulaşılamadı. Adresi kontrol edip tekrar deneyin.");
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => undefined);
    throw icalFetchError(`Takvim adresi hata döndürdü (HTTP ${response.status}).`);
  }
  const length = Number(response.headers.get("content-length") ?? "0");
  if (length > maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    throw icalFetchError(`Takvim dosyası çok büyük (en fazla ${Math.round(maxBytes / 1024 / 1024)} MB).`);
  }
  const type = (response.headers.get("content-type") ?? "").toLowerCase();
  if (/^(text\/html|application\/json|image\/|video\/|audio\/)/.test(type)) {
    await response.body?.cancel().catch(() => undefined);
    throw icalFetchError("Adresten gelen yanıt bir iCal takvimi değil.");
  }
  let text: string;
  try {
    text = response.body ? await readCapped(response.body, maxBytes) : "";
  } catch (error) {
    if (signal.aborted) throw icalFetchError(`Takvim adresi ${timeoutMs / 1000} saniye içinde yanıt vermedi.`);
    throw error instanceof Error && "status" in error
      ? error
      : icalFetchError("Takvim adresine ulaşılamadı. Adresi kontrol edip tekrar deneyin.");
  }
  if (!/^\s*BEGIN:VCALENDAR/i.test(text.replace(/^\uFEFF/, ""))) {
    throw icalFetchError("Adresten gelen yanıt bir iCal takvimi değil.");
  }
  return text;
}
