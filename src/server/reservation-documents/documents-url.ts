import "server-only";
import type { Locale } from "@/i18n/locales";
import { getRuntime, hasRuntime } from "../db/runtime";

/**
 * The link the reservation mails give for the documents (`{{documents_url}}`): /enquire with the code filled in;
 * the guest adds their e-mail there (docs/decisions/0027-reservation-documents.md). PUBLIC_URL is the base.
 */
export function documentsUrl(code: string, locale: Locale = "tr"): string {
  const base = hasRuntime() ? getRuntime().config.publicUrl : (process.env.PUBLIC_URL ?? "http://localhost:3000");
  return `${base.replace(/\/+$/, "")}${locale === "en" ? "/en" : ""}/enquire?code=${encodeURIComponent(code)}`;
}
