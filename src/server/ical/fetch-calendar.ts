import "server-only";
import type { AddressPolicy } from "../outbound/address-policy";
import { guardedFetch } from "../outbound/guarded-fetch";
import { OutboundError } from "../outbound/outbound-error";
import { icalFetchError } from "./ical-errors";
import { type ErrorKey, msg } from "@/shared/messages/message-ref";

export type FetchCalendarOptions = {
  /** Which addresses may be fetched: outboundPolicy(config); public internet only when left out. */
  policy?: AddressPolicy;
  timeoutMs?: number;
  maxBytes?: number;
};

export const ICAL_TIMEOUT_MS = 10_000;
export const ICAL_MAX_BYTES = 2 * 1024 * 1024;

const NOT_A_CALENDAR = "ical.not_a_calendar" satisfies ErrorKey;

/** The guarded client's failure in the words of the calendar screen (refusals keep their own reason). */
function calendarError(error: OutboundError, timeoutMs: number, maxBytes: number) {
  const unusable = () => icalFetchError(msg("ical.address_unusable", { reason: error.reason, ...error.params }));
  if (error.redirected && error.kind !== "timeout" && error.kind !== "too-large") return unusable();
  switch (error.kind) {
    case "invalid-url":
      return icalFetchError("ical.invalid_url");
    case "protocol":
      return icalFetchError("ical.protocol");
    case "timeout":
      return icalFetchError(msg("ical.timeout", { seconds: timeoutMs / 1000 }));
    case "too-large":
      return icalFetchError(msg("ical.too_large", { megabytes: Math.round(maxBytes / 1024 / 1024) }));
    case "dns":
      return icalFetchError("ical.dns");
    case "network":
      return icalFetchError("ical.network");
    default:
      return unusable();
  }
}

/**
 * Downloads a calendar feed through the guarded client (webcal:// is read as https://): public addresses
 * only unless the policy says otherwise, a time limit, a size cap, and only an answer that is an iCal
 * calendar. Every failure is a 422 with a reason from the error catalogues (never a 500, never what the address answered).
 */
export async function fetchCalendar(rawUrl: string, options: FetchCalendarOptions = {}): Promise<string> {
  const timeoutMs = options.timeoutMs ?? ICAL_TIMEOUT_MS;
  const maxBytes = options.maxBytes ?? ICAL_MAX_BYTES;
  let response: Awaited<ReturnType<typeof guardedFetch>>;
  try {
    response = await guardedFetch(rawUrl.trim().replace(/^webcal:/i, "https:"), {
      policy: options.policy,
      timeoutMs,
      maxBytes,
      headers: { accept: "text/calendar, text/plain;q=0.8, */*;q=0.1", "user-agent": "Liman-iCal/1.0" },
      beforeBody: ({ headers }) => {
        const type = (headers["content-type"] ?? "").toLowerCase();
        if (/^(text\/html|application\/json|image\/|video\/|audio\/)/.test(type)) throw icalFetchError(NOT_A_CALENDAR);
      },
    });
  } catch (error) {
    throw error instanceof OutboundError ? calendarError(error, timeoutMs, maxBytes) : error;
  }
  if (response.status < 200 || response.status >= 300) {
    throw icalFetchError(msg("ical.http_status", { status: response.status }));
  }
  const text = new TextDecoder("utf-8").decode(response.body);
  if (!/^\s*BEGIN:VCALENDAR/i.test(text.replace(/^\uFEFF/, ""))) throw icalFetchError(NOT_A_CALENDAR);
  return text;
}
