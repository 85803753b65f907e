import { decodeBasicEntities } from "@/lib/html-text";

/** Escapes a value for HTML so customer input in a mail cannot inject markup. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

export type MailVars = Record<string, string>;

/**
 * Fills `{{name}}` placeholders. Values are HTML-escaped unless `raw` lists the name (pre-rendered
 * HTML the code builds itself, such as the bank account table). Unknown names render empty.
 */
export function renderTemplate(template: string, vars: MailVars, raw: readonly string[] = []): string {
  return template.replace(/\{\{\s*([a-z_]+)\s*\}\}/g, (_m, name: string) => {
    const value = vars[name] ?? "";
    return raw.includes(name) ? value : escapeHtml(value);
  });
}

/** A plain-text alternative of an HTML mail body. */
export function htmlToText(html: string): string {
  const text = html
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<\/(p|div|h[1-6]|li|tr)>/gi, "\n")
    .replace(/<[^>]+>/g, "");
  return decodeBasicEntities(text)
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
