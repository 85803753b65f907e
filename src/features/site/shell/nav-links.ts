import { listingHref } from "@/lib/listing-filters";

/** The Kurumsal menu (labels: the ShellNav catalogue namespace, by `key`): the public company pages of spec §2. */
export const CORPORATE_LINKS = [
  { href: "/about", key: "about" },
  { href: "/website/howrent", key: "howrent" },
  { href: "/website/banks", key: "banks" },
  { href: "/website/rental", key: "rental" },
  { href: "/website/cancel", key: "cancel" },
  { href: "/website/privacy", key: "privacy" },
  { href: "/website/kvkk", key: "kvkk" },
  { href: "/website/document", key: "documents" },
  { href: "/faq", key: "faq" },
  { href: "/blog", key: "blog" },
  { href: "/contact", key: "contact" },
] as const;

/** The main links of the header. */
export const MAIN_LINKS = [
  { href: "/listing", key: "rentals" },
  { href: "/listingsale", key: "sales" },
  { href: "/enquire", key: "reservations" },
] as const;

export const typeHref = (id: number) => listingHref("/listing", { types: [id] });
export const regionHref = (id: number) => listingHref("/listing", { regions: [id] });

/** `tel:` form of a phone number as staff typed it. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;
