import "server-only";
import sanitizeHtml from "sanitize-html";

const DESCRIPTION_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ["p", "br", "strong", "em", "ul", "ol", "li", "h2", "h3", "a"],
  allowedAttributes: { a: ["href", "rel", "target"] },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  transformTags: {
    b: "strong",
    i: "em",
    h1: "h2",
    h4: "h3",
    a: sanitizeHtml.simpleTransform("a", { rel: "nofollow noopener noreferrer", target: "_blank" }),
  },
};

/** The rich boat description as stored: only p, br, strong, em, ul, ol, li, h2, h3 and a[href] with a safe scheme. */
export function sanitizeDescription(html: string): string {
  return sanitizeHtml(html, DESCRIPTION_OPTIONS).trim();
}
