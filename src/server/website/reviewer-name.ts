import "server-only";
/**
 * How a reviewer is shown in public: the first name and the initials of the other names
 * ("ayşe nur kaptan" → "Ayşe N. K."), so a full name is never published from a comment.
 */
export function reviewerName(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return "Misafir";
  const [first, ...rest] = words;
  const capital = (w: string) => w.charAt(0).toLocaleUpperCase("tr-TR");
  const firstName = capital(first!) + first!.slice(1);
  return [firstName, ...rest.map((w) => `${capital(w)}.`)].join(" ");
}
