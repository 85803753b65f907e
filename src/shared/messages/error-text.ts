import { createTranslator } from "use-intl/core";
import en from "@/i18n/errors/en.json";
import tr from "@/i18n/errors/tr.json";
import type { Locale } from "@/i18n/locales";
import { type MessageParams, parseMessageRef } from "./message-ref";

type Catalogue = { [key: string]: string | Catalogue };
const CATALOGUES: Record<Locale, Catalogue> = { tr, en };

type Translate = (key: string, params?: MessageParams) => string;
const translators = new Map<Locale, Translate>();

function translatorFor(locale: Locale): Translate {
  let translate = translators.get(locale);
  if (!translate) {
    const t = createTranslator({ locale, messages: CATALOGUES[locale], timeZone: "Europe/Istanbul" });
    translate = (key, params) => (t as unknown as Translate)(key, params);
    translators.set(locale, translate);
  }
  return translate;
}

function lookup(catalogue: Catalogue, key: string): string | undefined {
  let node: string | Catalogue | undefined = catalogue;
  for (const part of key.split(".")) {
    if (typeof node !== "object") return undefined;
    node = node[part];
  }
  return typeof node === "string" ? node : undefined;
}

/** Whether the catalogues hold this key (in Turkish; a test keeps the languages' keys equal). */
export const isErrorKey = (key: string): boolean => lookup(CATALOGUES.tr, key) !== undefined;

/**
 * The words of a message reference (`msg(key, params)` or a bare key) in `locale`, its parameters and `extra`
 * filled in. Undefined when the reference names no key of the catalogues.
 */
export function errorText(locale: Locale, ref: string, extra?: MessageParams): string | undefined {
  const { key, params } = parseMessageRef(ref);
  if (!isErrorKey(key)) return undefined;
  return translatorFor(locale)(key, { ...extra, ...params });
}
