/** Headers for the public site's calls to /v1: answers (content, error messages) in the page's language. */
export function localeHeaders(locale: string): { "Accept-Language": string } {
  return { "Accept-Language": locale };
}

/** localeHeaders for a call from the browser: the page's language as the root layout wrote it in `<html lang>`. */
export function pageLocaleHeaders(): { "Accept-Language": string } {
  return localeHeaders(typeof document === "undefined" ? "tr" : document.documentElement.lang || "tr");
}
