import "server-only";
import type { Locale } from "@/i18n/locales";
import { API_MESSAGES_EN } from "./en";
import { API_MESSAGES_TR, type ApiMessageKey } from "./tr";

type Pattern = { key: ApiMessageKey; regex: RegExp; names: string[] };

const PLACEHOLDER = /\{(\w+)\}/g;
const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const exact = new Map<string, ApiMessageKey>();
const patterns: Pattern[] = [];
for (const [key, text] of Object.entries(API_MESSAGES_TR) as [ApiMessageKey, string][]) {
  const names = [...text.matchAll(PLACEHOLDER)].map((m) => m[1]!);
  if (names.length === 0) {
    exact.set(text, key);
    continue;
  }
  const source = text
    .split(PLACEHOLDER)
    .map((part, i) => (i % 2 === 1 ? "(.+?)" : escapeRegex(part)))
    .join("");
  patterns.push({ key, regex: new RegExp(`^${source}$`, "s"), names });
}

/** Turkish weekday names the domain writes into a message ("… yalnızca Cumartesi günü başlar"). */
const WEEKDAYS: Record<string, string> = {
  Pazartesi: "Monday",
  Salı: "Tuesday",
  Çarşamba: "Wednesday",
  Perşembe: "Thursday",
  Cuma: "Friday",
  Cumartesi: "Saturday",
  Pazar: "Sunday",
};

function fill(template: string, values: Record<string, string>): string {
  return template.replace(PLACEHOLDER, (_, name: string) => values[name] ?? "");
}

/** A validation detail is `field: message` or a message: the message part is translated. */
function translateDetail(detail: string): string {
  const colon = detail.match(/^([\w.[\]]+): (.*)$/s);
  return colon ? `${colon[1]}: ${toEnglish(colon[2]!)}` : toEnglish(detail);
}

function toEnglish(message: string): string {
  const key = exact.get(message);
  if (key) return API_MESSAGES_EN[key];
  for (const { key, regex, names } of patterns) {
    const match = message.match(regex);
    if (!match) continue;
    const values: Record<string, string> = {};
    names.forEach((name, i) => {
      const value = match[i + 1]!;
      values[name] ??= name === "detail" ? translateDetail(value) : (WEEKDAYS[value] ?? value);
    });
    return fill(API_MESSAGES_EN[key], values);
  }
  return message;
}

/**
 * An API error message in the asker's language: Turkish as the domain wrote it, or its English twin (a message
 * without a twin stays Turkish, the site's default).
 */
export function translateApiMessage(message: string, locale: Locale): string {
  return locale === "en" ? toEnglish(message) : message;
}

/** The field errors of an answer, each in the asker's language. */
export function translateFieldErrors(fields: Record<string, string>, locale: Locale): Record<string, string> {
  if (locale !== "en") return fields;
  return Object.fromEntries(Object.entries(fields).map(([name, message]) => [name, toEnglish(message)]));
}
