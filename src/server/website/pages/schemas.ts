import "server-only";
import { websitePageBody as checkedBody } from "@/shared/website-pages";
import { englishRichHtml, richHtml } from "../../content/fields";

// The shapes live in src/shared (the browser validates with them too); the server sanitises the body.
export * from "@/shared/website-pages";

export const websitePageBody = checkedBody.extend({
  body: richHtml("pages.body"),
  body_en: englishRichHtml("pages.body"),
});
