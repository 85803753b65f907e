import { listingHref } from "@/lib/listing-filters";

/** The Kurumsal menu: the public company pages of spec §2. */
export const CORPORATE_LINKS = [
  { href: "/about", label: "Hakkımızda" },
  { href: "/website/howrent", label: "Nasıl Kiralarım" },
  { href: "/website/banks", label: "Banka Hesapları" },
  { href: "/website/rental", label: "Kiralama Sözleşmesi" },
  { href: "/website/cancel", label: "İptal Koşulları" },
  { href: "/website/privacy", label: "Gizlilik Politikası" },
  { href: "/website/kvkk", label: "KVKK" },
  { href: "/website/document", label: "Belgelerimiz" },
  { href: "/faq", label: "SSS" },
  { href: "/blog", label: "Blog" },
  { href: "/contact", label: "İletişim" },
] as const;

/** The main links of the header. */
export const MAIN_LINKS = [
  { href: "/listing", label: "Kiralık Tekneler" },
  { href: "/listingsale", label: "Satılık Tekneler" },
  { href: "/enquire", label: "Rezervasyonlarım" },
] as const;

export const typeHref = (id: number) => listingHref("/listing", { types: [id] });
export const regionHref = (id: number) => listingHref("/listing", { regions: [id] });

/** `tel:` form of a phone number as staff typed it. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;
