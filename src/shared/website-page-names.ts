/** Website pages whose text staff write in the dashboard (title + sanitised HTML body, one row each). */
export const TEXT_PAGES = ["about", "rental", "cancel", "privacy", "kvkk", "howrent"] as const;
/** Website pages that show a list edited through its own calls (team, documents, FAQ, bank accounts). */
export const LIST_PAGES = ["team", "ourdocs", "faq", "bank"] as const;
export const WEBSITE_PAGES = [...TEXT_PAGES, ...LIST_PAGES] as const;

export type TextPage = (typeof TEXT_PAGES)[number];
export type ListPage = (typeof LIST_PAGES)[number];
export type WebsitePageName = (typeof WEBSITE_PAGES)[number];

/** The title a text page has until staff save their own (also what the site shows for an unsaved page). */
export const DEFAULT_PAGE_TITLES: Record<TextPage, string> = {
  about: "Hakkımızda",
  rental: "Kiralama Sözleşmesi",
  cancel: "İptal ve İade Koşulları",
  privacy: "Gizlilik Politikası",
  kvkk: "KVKK Aydınlatma Metni",
  howrent: "Nasıl Kiralarım?",
};

/** Where a list page's entries are edited (answered with the list so the dashboard can link there). */
export const LIST_PAGE_EDITORS: Record<ListPage, string> = {
  team: "/v1/admin/team",
  ourdocs: "/v1/admin/ourdocuments",
  faq: "/v1/admin/faq",
  bank: "/v1/admin/banks",
};

export const isTextPage = (page: WebsitePageName): page is TextPage => (TEXT_PAGES as readonly string[]).includes(page);
