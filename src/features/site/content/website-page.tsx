import Link from "next/link";
import type { TextPage } from "@/shared/website-page-names";
import { loadDepositPercent } from "../shell/load-site-shell";
import { type SiteDepositCopy, siteDepositCopy } from "./deposit-copy";
import { loadWebsitePage } from "./load-content";
import { PageBody } from "./page-body";
import { PageHeader } from "./page-header";
import { describeHtml, pageMetadata } from "./page-metadata";

/** Where each editable page lives on the site, and what it says in search results before staff write it. */
export const WEBSITE_PAGE_ROUTES: Record<
  TextPage,
  { path: string; description: string | ((copy: SiteDepositCopy) => string) }
> = {
  about: {
    path: "/about",
    description:
      "Liman'ı tanıyın: TÜRSAB güvencesiyle Bodrum, Göcek, Fethiye ve Marmaris'te gulet, motoryat ve yelkenli kiralayan ekibimiz.",
  },
  howrent: {
    path: "/website/howrent",
    description: (copy) => copy.howrentDescription,
  },
  rental: {
    path: "/website/rental",
    description: "Liman tekne kiralama sözleşmesi: tarafların hak ve yükümlülükleri.",
  },
  privacy: {
    path: "/website/privacy",
    description: "Liman gizlilik politikası: kişisel verilerinizi nasıl koruduğumuz.",
  },
  cancel: {
    path: "/website/cancel",
    description: "Liman rezervasyon iptal ve iade koşulları: ön ödeme, tarih değişikliği ve iade süreleri.",
  },
  kvkk: {
    path: "/website/kvkk",
    description: "6698 sayılı Kişisel Verilerin Korunması Kanunu kapsamında Liman aydınlatma metni.",
  },
};

export async function websitePageMetadata(key: TextPage) {
  const [page, depositPercent] = await Promise.all([loadWebsitePage(key), loadDepositPercent()]);
  const route = WEBSITE_PAGE_ROUTES[key];
  const fallback =
    typeof route.description === "string" ? route.description : route.description(siteDepositCopy(depositPercent));
  return pageMetadata({ title: page.title, description: describeHtml(page.body, fallback), path: route.path });
}

/** The body of an editable page, or a friendly note while staff have not written it yet. */
export function WebsitePageText({ html }: { html: string }) {
  if (html.trim() === "") {
    return (
      <p className="text-slate-700 dark:text-slate-300">
        Bu sayfanın içeriği hazırlanıyor. Sorularınız için{" "}
        <Link href="/contact" className="font-medium text-sea-700 underline dark:text-sky-300">
          iletişim sayfamızdan
        </Link>{" "}
        bize ulaşabilirsiniz.
      </p>
    );
  }
  return <PageBody html={html} />;
}

/** A whole editable page: its title band and its text, then what the route adds below (`children`). */
export async function WebsitePageView({ pageKey, children }: { pageKey: TextPage; children?: React.ReactNode }) {
  const page = await loadWebsitePage(pageKey);
  return (
    <article>
      <PageHeader title={page.title} />
      <div className="mx-auto max-w-3xl px-4 py-10">
        <WebsitePageText html={page.body} />
      </div>
      {children}
    </article>
  );
}
