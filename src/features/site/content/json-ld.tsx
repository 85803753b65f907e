/** Structured data for search engines; `<` is escaped so text can never close the script element. */
export function JsonLd({ data }: { data: unknown }) {
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with every "<" escaped
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
