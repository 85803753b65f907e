/** The editable website pages (one `website_pages` row each) and the title a page has before staff write it. */
export const WEBSITE_PAGES = {
  about: "Hakkımızda",
  howrent: "Nasıl Kiralarım?",
  rental: "Kiralama Sözleşmesi",
  privacy: "Gizlilik Politikası",
  cancel: "İptal ve İade Koşulları",
  kvkk: "KVKK Aydınlatma Metni",
} as const;

export type WebsitePageKey = keyof typeof WEBSITE_PAGES;
export const WEBSITE_PAGE_KEYS = Object.keys(WEBSITE_PAGES) as WebsitePageKey[];
