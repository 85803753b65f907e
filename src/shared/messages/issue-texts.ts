import type { z } from "zod";
import type { Locale } from "@/i18n/locales";
import { errorText } from "./error-text";
import { issueMessage } from "./zod-issue-ref";

/**
 * The words of a failed parse, one per field path (`items.0.name`; `_` for the value as a whole), first issue
 * first, in `locale`: what a form shows under its fields when it checks with the API's own schema.
 */
export function issueTexts(error: z.ZodError, locale: Locale): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.join(".") || "_";
    if (texts[path] !== undefined) continue;
    const { key, params } = issueMessage(issue);
    texts[path] = errorText(locale, key, params) ?? issue.message;
  }
  return texts;
}
