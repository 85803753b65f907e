import { getTranslations } from "next-intl/server";
import { Link } from "@/i18n/navigation";
import { fallbackLang } from "@/shared/localized-text";
import type { TextPage } from "@/shared/website-page-names";
import { loadDepositPercent } from "../shell/load-site-shell";
import type { SiteDepositCopy } from "./deposit-copy";
import { loadDepositCopy } from "./localized-deposit-copy";
import { loadWebsitePage } from "./load-content";
import { PageBody } from "./page-body";
import { PageHeader } from "./page-header";
import { describeHtml, pageMetadata } from "./page-metadata";
import { pageLocale } from "@/features/site/i18n/page-locale";

type T = Awaited<ReturnType<typeof getTranslations<"ContentWebsitePage">>>;

/** Where each editable page lives on the site, and what it says in search results before staff write it. */
export const WEBSITE_PAGE_ROUTES: Record<
  TextPage,
  { path: string; description: (copy: SiteDepositCopy, t: T) => string }
> = {
  about: { path: "/about", description: (_, t) => t("aboutDescription") },
  howrent: { path: "/website/howrent", description: (copy) => copy.howrentDescription },
  rental: { path: "/website/rental", description: (_, t) => t("rentalDescription") },
  privacy: { path: "/website/privacy", description: (_, t) => t("privacyDescription") },
  cancel: { path: "/website/cancel", description: (_, t) => t("cancelDescription") },
  kvkk: { path: "/website/kvkk", description: (_, t) => t("kvkkDescription") },
};

export async function websitePageMetadata(key: TextPage) {
  const [page, copy, t, locale] = await Promise.all([
    loadWebsitePage(key),
    loadDepositPercent().then(loadDepositCopy),
    getTranslations("ContentWebsitePage"),
    pageLocale(),
  ]);
  const route = WEBSITE_PAGE_ROUTES[key];
  return pageMetadata({
    locale,
    title: page.title,
    description: describeHtml(page.body, route.description(copy, t)),
    path: route.path,
  });
}

/** The body of an editable page, or a friendly note while staff have not written it yet. */
export async function WebsitePageText({ html, lang }: { html: string; lang?: string }) {
  if (html.trim() === "") {
    const t = await getTranslations("ContentWebsitePage");
    return (
      <p className="text-slate-700 dark:text-slate-300">
        {t("emptyBefore")}
        <Link href="/contact" className="font-medium text-sea-700 underline dark:text-sky-300">
          {t("emptyLink")}
        </Link>
        {t("emptyAfter")}
      </p>
    );
  }
  return <PageBody html={html} lang={lang} />;
}

/** A whole editable page: its title band and its text, then what the route adds below (`children`). */
export async function WebsitePageView({ pageKey, children }: { pageKey: TextPage; children?: React.ReactNode }) {
  const page = await loadWebsitePage(pageKey);
  return (
    <article>
      <PageHeader title={page.title} lang={fallbackLang(page, "title")} />
      <div className="mx-auto max-w-3xl px-4 py-10">
        <WebsitePageText html={page.body} lang={fallbackLang(page, "body")} />
      </div>
      {children}
    </article>
  );
}
