import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { hardCodedText } from "../support/hard-coded-text";

const root = path.resolve(import.meta.dirname, "../..");
/** The public site's components and routes: every string a visitor reads comes from src/i18n/messages. */
const SITE_DIRS = ["src/features/site", "src/app/(site)"];

/** Files not converted yet (issue 16): each conversion removes its file from here; the list ends empty. */
const PENDING = new Set<string>([
  "src/app/(site)/[locale]/about/page.tsx",
  "src/app/(site)/[locale]/blog/[slug]/page.tsx",
  "src/app/(site)/[locale]/blog/page.tsx",
  "src/app/(site)/[locale]/boat/[slug]/not-found.tsx",
  "src/app/(site)/[locale]/contact/page.tsx",
  "src/app/(site)/[locale]/enquire/page.tsx",
  "src/app/(site)/[locale]/faq/page.tsx",
  "src/app/(site)/[locale]/newsletter/page.tsx",
  "src/app/(site)/[locale]/review/[token]/page.tsx",
  "src/app/(site)/[locale]/website/banks/page.tsx",
  "src/app/(site)/[locale]/website/document/page.tsx",
  "src/features/site/boat/availability-calendar.tsx",
  "src/features/site/boat/boat-aside.tsx",
  "src/features/site/boat/boat-breadcrumb.tsx",
  "src/features/site/boat/boat-comments.tsx",
  "src/features/site/boat/boat-details.tsx",
  "src/features/site/boat/boat-extras-choice.tsx",
  "src/features/site/boat/boat-heading.tsx",
  "src/features/site/boat/booking-panel.tsx",
  "src/features/site/boat/gallery.tsx",
  "src/features/site/boat/price-table.tsx",
  "src/features/site/boat/quote-breakdown.tsx",
  "src/features/site/boat/sale-enquiry-form.tsx",
  "src/features/site/boat/sale-section.tsx",
  "src/features/site/boat/similar-boats.tsx",
  "src/features/site/boats/boat-card.tsx",
  "src/features/site/boats/discounted-price.tsx",
  "src/features/site/content/bank-list.tsx",
  "src/features/site/content/contact-form.tsx",
  "src/features/site/content/copy-button.tsx",
  "src/features/site/content/document-list.tsx",
  "src/features/site/content/link-pager.tsx",
  "src/features/site/content/not-found-view.tsx",
  "src/features/site/content/website-page.tsx",
  "src/features/site/currency/currency-select.tsx",
  "src/features/site/favorites/favorites-menu.tsx",
  "src/features/site/home/boat-of-month.tsx",
  "src/features/site/home/boat-types.tsx",
  "src/features/site/home/hero-search-form.tsx",
  "src/features/site/home/home-hero.tsx",
  "src/features/site/home/home-posts.tsx",
  "src/features/site/home/home-reviews.tsx",
  "src/features/site/home/popular-boats.tsx",
  "src/features/site/home/popular-marinas.tsx",
  "src/features/site/home/trust-strip.tsx",
  "src/features/site/listing/listing-filters.tsx",
  "src/features/site/listing/listing-view.tsx",
  "src/features/site/listing/pagination-links.tsx",
  "src/features/site/listing/sort-select.tsx",
  "src/features/site/reservations/cancellation-request.tsx",
  "src/features/site/reservations/enquire-view.tsx",
  "src/features/site/reservations/passenger-list-section.tsx",
  "src/features/site/reservations/reservation-card.tsx",
  "src/features/site/reservations/reservation-documents.tsx",
  "src/features/site/reservations/reservation-lines.tsx",
  "src/features/site/reviews/review-view.tsx",
  "src/features/site/reviews/star-rating-input.tsx",
  "src/features/site/search/header-search.tsx",
  "src/features/site/shell/mobile-menu.tsx",
  "src/features/site/shell/newsletter-form.tsx",
  "src/features/site/shell/site-footer.tsx",
  "src/features/site/shell/site-header.tsx",
  "src/features/site/shell/social-links.tsx",
  "src/features/site/theme/theme-toggle.tsx",
]);

function tsxFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".tsx"))
    .map((file) => path.join(dir, file));
}

const files = SITE_DIRS.flatMap(tsxFiles);

describe("the public site's text comes from the catalogues (issue 16)", () => {
  it("finds hard-coded text where there is some", () => {
    const sample = `export const A = () => <p title="Başlık" aria-label={"x"}>Merhaba {"dünya"} {\`\${n} gece\`}<span>{n}</span> € · Liman</p>;`;
    expect(hardCodedText(sample).map((hit) => hit.text)).toEqual(["Merhaba", "dünya", "gece", "Başlık", "x"]);
    expect(hardCodedText(`export const B = () => <p title={t("x")}>{t("y")} — {count}</p>;`)).toEqual([]);
  });

  it.each(files.filter((file) => !PENDING.has(file)))("%s has no hard-coded text", (file) => {
    const hits = hardCodedText(readFileSync(path.join(root, file), "utf8"));
    expect(hits.map(({ line, text }) => `${file}:${line} ${text}`)).toEqual([]);
  });

  it("lists only files that still exist and still hold hard-coded text", () => {
    for (const file of PENDING) {
      expect(files).toContain(file);
      expect(hardCodedText(readFileSync(path.join(root, file), "utf8")).length, file).toBeGreaterThan(0);
    }
  });
});
