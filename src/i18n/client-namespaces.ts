/**
 * The catalogue namespaces that client components read (useTranslations in a "use client" file). Only these
 * travel to the browser with each page; server components read the whole catalogue on the server.
 */
export const CLIENT_NAMESPACES = [
  "LanguageSwitch",
  "SiteError",
  "ShellClient",
  "ContentBanks",
  "ContentCopy",
  "ContentContactForm",
  "EnquireView",
  "ReservationCard",
  "ReservationPayment",
  "ReservationDeposit",
  "ReservationLines",
  "ReservationDocuments",
  "ReservationInvoices",
  "ReservationRequest",
  "ReservationPassengers",
  "ReviewForm",
  "ReviewStars",
  "ListingFilters",
  "BoatBooking",
  "BoatQuote",
  "BoatExtras",
  "BoatCalendar",
  "BoatGallery",
  "BoatSaleEnquiry",
] as const;
