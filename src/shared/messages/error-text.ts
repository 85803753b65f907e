import { IntlMessageFormat } from "intl-messageformat";
import en from "@/i18n/errors/en.json";
import tr from "@/i18n/errors/tr.json";
import type { Locale } from "@/i18n/locales";
import { type MessageParams, parseMessageRef } from "./message-ref";

type Catalogue = { [key: string]: string | Catalogue };
const CATALOGUES: Record<Locale, Catalogue> = { tr, en };

/**
 * Formatters by locale and key, made on first use. intl-messageformat itself, not use-intl's translator: the site's
 * build precompiles next-intl's catalogues and gives the browser a formatter that cannot parse ICU text, while the
 * error catalogues are parsed here, on the server and in the browser alike.
 */
const formats = new Map<string, IntlMessageFormat>();

function lookup(catalogue: Catalogue, key: string): string | undefined {
  let node: string | Catalogue | undefined = catalogue;
  for (const part of key.split(".")) {
    if (typeof node !== "object") return undefined;
    node = node[part];
  }
  return typeof node === "string" ? node : undefined;
}

function formatOf(locale: Locale, key: string, message: string): IntlMessageFormat {
  const id = `${locale}:${key}`;
  let format = formats.get(id);
  if (!format) {
    format = new IntlMessageFormat(message, locale);
    formats.set(id, format);
  }
  return format;
}

/** Whether the catalogues hold this key (in Turkish; a test keeps the languages' keys equal). */
export const isErrorKey = (key: string): boolean => lookup(CATALOGUES.tr, key) !== undefined;

/**
 * The words of a message reference (`msg(key, params)` or a bare key) in `locale`, its parameters and `extra`
 * filled in. Undefined when the reference names no key of the catalogues, or a value it names is missing.
 */
export function errorText(locale: Locale, ref: string, extra?: MessageParams): string | undefined {
  const { key, params } = parseMessageRef(ref);
  const message = lookup(CATALOGUES[locale], key);
  if (message === undefined) return undefined;
  try {
    return String(formatOf(locale, key, message).format({ ...extra, ...params }));
  } catch {
    return undefined;
  }
}
