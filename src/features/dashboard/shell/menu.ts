/**
 * The side menu of spec §6, widened by issue 14: ADMIN sees everything; OWNER home, boats, reservations, payments
 * (read-only), the inbox of sale enquiries about their boats (at the admin's "İletişim Formu" address), their
 * statement and reports on their own boats; issue 15 adds the discounts (an OWNER: those of their own boats).
 * `badge` names the count of GET /v1/admin/counts shown as a red bubble when above 0; the ADMIN's "Ödemeler" counts
 * the flagged card payments still to look at (an OWNER cannot act on them).
 */
export type MenuLink = {
  href: string;
  label: string;
  badge?: "reservationCount" | "contactCount" | "requestCount" | "attentionCount";
};
export type MenuGroup = { label: string; items: MenuLink[] };
export type MenuEntry = MenuLink | MenuGroup;

export const isGroup = (entry: MenuEntry): entry is MenuGroup => "items" in entry;

const home: MenuLink = { href: "/dashboard", label: "Ana Sayfa" };
const boats: MenuLink = { href: "/dashboard/boats", label: "Tekneler" };
const reservations: MenuLink = { href: "/dashboard/reservations", label: "Rezervasyonlar", badge: "reservationCount" };
const guestRequests: MenuLink = { href: "/dashboard/requests", label: "Misafir Talepleri", badge: "requestCount" };
const statements: MenuLink = { href: "/dashboard/statements", label: "Hesap Dökümü" };
const transactions: MenuLink = { href: "/dashboard/transactions", label: "Ödemeler" };
const reports: MenuLink = { href: "/dashboard/reports", label: "Raporlar" };
const departures: MenuLink = { href: "/dashboard/departures", label: "Çıkışlar ve Dönüşler" };
const discounts: MenuLink = { href: "/dashboard/discounts", label: "İndirimler" };

export const ADMIN_MENU: MenuEntry[] = [
  home,
  { href: "/dashboard/users", label: "Kullanıcılar" },
  {
    label: "Tekneler",
    items: [
      boats,
      { href: "/dashboard/towndistrict", label: "Tekne Bölgeleri" },
      { href: "/dashboard/boattypes", label: "Tekne Tipleri" },
      { href: "/dashboard/marina", label: "Marinalar" },
      discounts,
    ],
  },
  {
    label: "Rezervasyon Yönetimi",
    items: [
      reservations,
      guestRequests,
      { href: "/dashboard/external", label: "Manuel Kapatma" },
      { href: "/dashboard/occupancy", label: "Doluluk Takvimi" },
      departures,
      { ...transactions, badge: "attentionCount" },
      statements,
    ],
  },
  reports,
  { href: "/dashboard/agencies", label: "Acenteler" },
  { href: "/dashboard/vitals", label: "Site Hızı" },
  { href: "/dashboard/templates/mailtemplates", label: "Mail Şablonları" },
  { href: "/dashboard/templates/contract", label: "Sözleşme Şablonu" },
  { href: "/dashboard/contact", label: "İletişim Formu", badge: "contactCount" },
  { href: "/dashboard/comments", label: "Yorumlar" },
  { href: "/dashboard/subscriber", label: "Aboneler" },
  { href: "/dashboard/newsletter", label: "Bülten" },
  { href: "/dashboard/kvkk", label: "KVKK Talepleri" },
  { href: "/dashboard/audit", label: "Değişiklik Kaydı" },
  { href: "/dashboard/blog", label: "Blog" },
  {
    label: "Web Sitesi Sayfaları",
    items: [
      { href: "/dashboard/website/about", label: "Hakkımızda" },
      { href: "/dashboard/website/team", label: "Ekibimiz" },
      { href: "/dashboard/website/ourdocs", label: "Belgelerimiz" },
      { href: "/dashboard/website/faq", label: "Sıkça Sorulan Sorular" },
      { href: "/dashboard/website/bank", label: "Banka Hesapları" },
      { href: "/dashboard/website/rental", label: "Kiralama Sözleşmesi" },
      { href: "/dashboard/website/cancel", label: "İptal Koşulları" },
      { href: "/dashboard/website/privacy", label: "Gizlilik Politikası" },
      { href: "/dashboard/website/kvkk", label: "KVKK Aydınlatma Metni" },
      { href: "/dashboard/website/howrent", label: "Nasıl Kiralanır" },
    ],
  },
  {
    label: "Ayarlar",
    items: [
      { href: "/dashboard/settings/exchange", label: "Döviz Kurları" },
      { href: "/dashboard/settings/site", label: "Site Ayarları" },
      { href: "/dashboard/settings/contact", label: "İletişim Bilgileri" },
      { href: "/dashboard/settings/social", label: "Sosyal Medya" },
      { href: "/dashboard/settings/security", label: "Güvenlik" },
      { href: "/dashboard/settings/passengers", label: "Yolcu Listesi" },
      { href: "/dashboard/settings/invoicing", label: "Fatura (e-Arşiv)" },
      { href: "/dashboard/settings/cancellation", label: "İptal Kademeleri" },
    ],
  },
];

/** Every staff member's own account page (second factor), linked under the menu next to "Çıkış Yap". */
export const ACCOUNT_HREF = "/dashboard/account/security";

export const OWNER_MENU: MenuEntry[] = [
  home,
  boats,
  discounts,
  reservations,
  departures,
  guestRequests,
  transactions,
  { href: "/dashboard/contact", label: "Satış Talepleri", badge: "contactCount" },
  statements,
  reports,
];

export function menuFor(role: "ADMIN" | "OWNER"): MenuEntry[] {
  return role === "ADMIN" ? ADMIN_MENU : OWNER_MENU;
}

/** Whether a link is the current page (home only on exact match; others also for their sub-pages). */
export function isActive(href: string, pathname: string): boolean {
  if (href === "/dashboard") return pathname === "/dashboard" || pathname === "/dashboard/";
  return pathname === href || pathname.startsWith(`${href}/`);
}

/** Pages of every staff member that are not in a menu (the header links to them). */
export const STAFF_PAGES = ["/dashboard/account"];

/** Whether `role` may open `pathname`: ADMIN everything, OWNER the pages of its menu and STAFF_PAGES (and sub-pages). */
export function canVisit(role: "ADMIN" | "OWNER", pathname: string): boolean {
  if (role === "ADMIN") return true;
  if (STAFF_PAGES.some((href) => isActive(href, pathname))) return true;
  return OWNER_MENU.some((entry) => !isGroup(entry) && isActive(entry.href, pathname));
}
