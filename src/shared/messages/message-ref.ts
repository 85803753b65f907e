import type tr from "@/i18n/errors/tr.json";

/**
 * Errors by key (decision 0040): the domain and the shared zod schemas name a message by its key in the error
 * catalogues (src/i18n/errors/{tr,en}.json) with locale-neutral parameters; the words are chosen where the answer
 * is written, in the reader's language. Nothing turns a sentence back into a key.
 */
type Leaves<T, Prefix extends string = ""> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** A message's key in the error catalogues: `area.name`, e.g. `booking.dates_taken`. */
export type ErrorKey = Leaves<typeof tr>;

/** Values a message fills in: numbers, ISO days, enum values, Dates. Never words of one language. */
export type MessageParams = Record<string, string | number | Date>;

/**
 * A key with its parameters as one string, for places that can only carry a string (a zod schema's `error`):
 * the key alone, or the key, a space and the parameters as JSON (keys never contain a space). A reference with
 * parameters is branded: only `msg` makes one.
 */
export type MessageRef = ErrorKey | (string & { readonly __messageRef: true });

export function msg(key: ErrorKey, params?: MessageParams): MessageRef {
  return params && Object.keys(params).length > 0 ? (`${key} ${JSON.stringify(params)}` as string as MessageRef) : key;
}

/** The key and parameters of a reference made by `msg` (any other text gives `undefined` parameters as-is). */
export function parseMessageRef(ref: string): { key: string; params: MessageParams } {
  const space = ref.indexOf(" ");
  if (space < 0) return { key: ref, params: {} };
  const key = ref.slice(0, space);
  const rest = ref.slice(space + 1);
  if (!rest.startsWith("{")) return { key: ref, params: {} };
  try {
    const params: unknown = JSON.parse(rest);
    return params && typeof params === "object" ? { key, params: params as MessageParams } : { key: ref, params: {} };
  } catch {
    return { key: ref, params: {} };
  }
}
