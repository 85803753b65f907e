import { getTranslations } from "next-intl/server";
import { Link } from "@/i18n/navigation";
import { FaqList, faqJsonLd } from "@/features/site/content/faq-list";
import { loadDepositCopy } from "@/features/site/content/localized-deposit-copy";
import { loadDepositPercent } from "@/features/site/shell/load-site-shell";
import { JsonLd } from "@/features/site/content/json-ld";
import { PageHeader } from "@/features/site/content/page-header";
import { pageMetadata } from "@/features/site/content/page-metadata";
import { pageLocale } from "@/features/site/i18n/page-locale";
import { getDb } from "@/server/db/runtime";
import { listFaq } from "@/server/website/list-faq";

export const dynamic = "force-dynamic";

export const generateMetadata = async () =>
  pageMetadata({
    locale: await pageLocale(),
    title: (await getTranslations("ContentFaq"))("title"),
    description: (await loadDepositCopy(await loadDepositPercent())).faqDescription,
    path: "/faq",
  });

export default async function FaqPage() {
  const [items, t, locale] = await Promise.all([
    listFaq(getDb(), { locale: await pageLocale() }),
    getTranslations("ContentFaq"),
    pageLocale(),
  ]);
  return (
    <>
      <PageHeader title={t("title")} lead={t("lead")} />
      <div className="mx-auto max-w-3xl px-4 py-10">
        {items.length > 0 ? (
          <>
            <FaqList items={items} />
            <JsonLd data={faqJsonLd(items, locale)} />
          </>
        ) : (
          <p className="text-slate-700 dark:text-slate-300">{t("empty")}</p>
        )}
        <p className="mt-8 text-slate-700 dark:text-slate-300">
          {t("moreBefore")}
          <Link href="/contact" className="font-medium text-sea-700 underline dark:text-sky-300">
            {t("moreLink")}
          </Link>
          {t("moreAfter")}
        </p>
      </div>
    </>
  );
}
