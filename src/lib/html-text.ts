/** Decodes the entities our sanitiser and mail templates write (&nbsp; &amp; &lt; &gt; &quot; &#39;), &amp; last. */
export function decodeBasicEntities(text: string): string {
  return text
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&");
}
