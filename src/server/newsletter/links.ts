import "server-only";
/** The API address a confirmation link points at (it confirms, then sends the visitor to the result page). */
export function confirmUrl(publicUrl: string, token: string): string {
  const url = new URL("/v1/website/newsletter/confirm", publicUrl);
  url.searchParams.set("token", token);
  return url.toString();
}

/** One address for both unsubscribe ways: GET (a person clicking) and POST (RFC 8058 one-click). */
export function unsubscribeUrl(publicUrl: string, token: string): string {
  const url = new URL("/v1/website/newsletter/unsubscribe", publicUrl);
  url.searchParams.set("token", token);
  return url.toString();
}

/** The site page that tells the visitor how a confirmation or unsubscription went. */
export const resultPage = (result: string) => `/newsletter?result=${encodeURIComponent(result)}`;

/** The bare address of MAIL_FROM (`Liman <a@b.c>` → `a@b.c`). */
export function mailboxOf(mailFrom: string): string {
  const match = /<([^>]+)>/.exec(mailFrom);
  return (match?.[1] ?? mailFrom).trim();
}
