/**
 * The catalogue namespaces that client components read (useTranslations in a "use client" file). Only these
 * travel to the browser, and each page sends only its own: the shell's from the site layout, a page's from the
 * PageMessages around it (src/i18n/page-messages.tsx). Server components read the whole catalogue on the server.
 * tests/unit/client-namespaces.test.ts walks the imports of each route file and checks these lists.
 */

/** Header, footer and error boundary of every public page (the site layout's provider). */
export const SHELL_NAMESPACES = ["LanguageSwitch", "SiteError", "ShellClient"] as const;

/**
 * The pages whose client components read messages, by route file under src/app/(site)/[locale]. A nested
 * NextIntlClientProvider replaces its parent's messages (use-intl does not merge them), so each list is complete.
 */
export const PAGE_NAMESPACES = {
  "boat/[slug]/page.tsx": [
    "BoatBooking",
    "BoatQuote",
    "BoatExtras",
    "BoatCalendar",
    "BoatGallery",
    "BoatSaleEnquiry",
    "ContentCopy",
  ],
  "enquire/page.tsx": [
    "EnquireView",
    "ReservationCard",
    "ReservationPayment",
    "ReservationDeposit",
    "ReservationLines",
    "ReservationDocuments",
    "ReservationInvoices",
    "ReservationRequest",
    "ReservationPassengers",
    "ContentCopy",
  ],
  "listing/page.tsx": ["ListingFilters"],
  "listingsale/page.tsx": ["ListingFilters"],
  "contact/page.tsx": ["ContentContactForm"],
  "review/[token]/page.tsx": ["ReviewForm", "ReviewStars"],
  "website/banks/page.tsx": ["ContentCopy"],
} as const;

export type ClientPage = keyof typeof PAGE_NAMESPACES;

/** Every namespace some public page sends to the browser. */
export const CLIENT_NAMESPACES = [...new Set([...SHELL_NAMESPACES, ...Object.values(PAGE_NAMESPACES).flat()])];
