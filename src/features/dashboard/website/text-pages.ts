/** The dashboard heading and the public address of each website text page (server and client safe). */
import type { TextPage } from "@/shared/website-page-names";

export const TEXT_PAGE_INFO: Record<TextPage, { heading: string; href: string }> = {
  about: { heading: "Hakkımızda", href: "/about" },
  rental: { heading: "Kiralama Sözleşmesi", href: "/website/rental" },
  cancel: { heading: "İptal Koşulları", href: "/website/cancel" },
  privacy: { heading: "Gizlilik Politikası", href: "/website/privacy" },
  kvkk: { heading: "KVKK Aydınlatma Metni", href: "/website/kvkk" },
  howrent: { heading: "Nasıl Kiralanır", href: "/website/howrent" },
};
