/** Headers for the public site's calls to /v1: answers (content, error messages) in the page's language. */
export function localeHeaders(locale: string): { "Accept-Language": string } {
  return { "Accept-Language": locale };
}
