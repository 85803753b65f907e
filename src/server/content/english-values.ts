import "server-only";

/**
 * The English columns an edit sets: a field left out of the request keeps the stored text (an older
 * dashboard or API client that knows nothing of English texts never clears them); null clears it.
 */
export function englishSet<T extends Record<string, string | null | undefined>>(values: T) {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as {
    [K in keyof T]?: string | null;
  };
}
