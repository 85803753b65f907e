import { getTranslations } from "next-intl/server";
import { Link } from "@/i18n/navigation";
import { BankList } from "@/features/site/content/bank-list";
import { loadDepositCopy } from "@/features/site/content/localized-deposit-copy";
import { loadDepositPercent } from "@/features/site/shell/load-site-shell";
import { PageHeader } from "@/features/site/content/page-header";
import { pageMetadata } from "@/features/site/content/page-metadata";
import { getDb } from "@/server/db/runtime";
import { listActiveBanks } from "@/server/banks/list-active-banks";
import { pageLocale } from "@/features/site/i18n/page-locale";
import { PageMessages } from "@/i18n/page-messages";

export const dynamic = "force-dynamic";

export const generateMetadata = async () =>
  pageMetadata({
    locale: await pageLocale(),
    title: (await getTranslations("ContentBanks"))("title"),
    description: (await getTranslations("ContentBanks"))("description"),
    path: "/website/banks",
  });

export default async function BanksPage() {
  const [banks, copy, t] = await Promise.all([
    listActiveBanks(getDb()),
    loadDepositPercent().then(loadDepositCopy),
    getTranslations("ContentBanks"),
  ]);
  return (
    <PageMessages page="website/banks/page.tsx">
      <>
        <PageHeader title={t("title")} lead={copy.banksLead} />
        <div className="mx-auto max-w-7xl px-4 py-10">
          <p className="mb-8 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
            {t("noteBefore")}
            <strong>{t("noteCode")}</strong>
            {t("noteMiddle")}
            <Link href="/enquire" className="font-semibold underline">
              {t("noteLink")}
            </Link>
            {t("noteAfter")}
          </p>
          {banks.length > 0 ? (
            <BankList banks={banks} />
          ) : (
            <p className="text-slate-700 dark:text-slate-300">
              {t("emptyBefore")}
              <Link href="/contact" className="font-medium text-sea-700 underline dark:text-sky-300">
                {t("emptyLink")}
              </Link>
              {t("emptyAfter")}
            </p>
          )}
        </div>
      </>
    </PageMessages>
  );
}
