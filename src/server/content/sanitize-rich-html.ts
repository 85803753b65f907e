import "server-only";
import sanitizeHtml from "sanitize-html";

const RICH_TAGS = [
  ...sanitizeHtml.defaults.allowedTags.filter((tag) => !["address", "menu", "nav", "main"].includes(tag)),
  "img",
];

const SCHEMES = ["http", "https", "mailto", "tel"];

/** An image whose source was removed (data:, javascript:…) is dropped rather than left empty. */
const dropEmptyImages = (frame: sanitizeHtml.IFrame) => frame.tag === "img" && !frame.attribs.src;

/**
 * Cleans HTML written in the dashboard (blog posts, website pages, FAQ answers) before it is saved: only
 * formatting tags and safe attributes stay. `<script>`, `<style>`, `on*` handlers, `style` attributes and
 * `javascript:`/`data:` URLs are removed. Links that open a new tab get `rel="noopener noreferrer"`.
 */
export function sanitizeRichHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: RICH_TAGS,
    allowedAttributes: {
      a: ["href", "name", "target", "rel", "title"],
      img: ["src", "alt", "title", "width", "height", "loading"],
      td: ["colspan", "rowspan"],
      th: ["colspan", "rowspan", "scope"],
      "*": ["class"],
    },
    allowedSchemes: SCHEMES,
    allowedSchemesByTag: { img: ["http", "https"] },
    allowProtocolRelative: false,
    disallowedTagsMode: "discard",
    exclusiveFilter: dropEmptyImages,
    transformTags: {
      a: (tagName, attribs) =>
        attribs.target === "_blank"
          ? { tagName, attribs: { ...attribs, rel: "noopener noreferrer" } }
          : { tagName, attribs },
    },
  }).trim();
}

const MAIL_STYLES: Record<string, RegExp[]> = Object.fromEntries(
  [
    "color",
    "background",
    "background-color",
    "border-radius",
    "border-top",
    "border-bottom",
    "text-decoration",
    "font-style",
    "vertical-align",
    "display",
    "height",
    "text-align",
    "font-size",
    "font-weight",
    "font-family",
    "line-height",
    "padding",
    "margin",
    "border",
    "border-collapse",
    "width",
    "max-width",
  ].map((property) => [property, [/^[#a-zA-Z0-9 .,%()'"-]+$/]]),
);

/**
 * Cleans the HTML body of a mail template. Like `sanitizeRichHtml`, but mail clients need inline styles,
 * so a `style` attribute with simple layout/colour properties survives. `{{variable}}` placeholders are
 * plain text (or attribute values) and are kept as they are.
 */
export function sanitizeMailHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: RICH_TAGS,
    allowedAttributes: {
      a: ["href", "name", "target", "title"],
      img: ["src", "alt", "title", "width", "height"],
      td: ["colspan", "rowspan", "align", "valign"],
      th: ["colspan", "rowspan", "align", "valign"],
      table: ["width", "cellpadding", "cellspacing", "border", "align"],
      "*": ["style"],
    },
    allowedStyles: { "*": MAIL_STYLES },
    allowedSchemes: SCHEMES,
    allowedSchemesByTag: { img: ["http", "https"] },
    allowProtocolRelative: false,
    disallowedTagsMode: "discard",
    exclusiveFilter: dropEmptyImages,
  }).trim();
}
