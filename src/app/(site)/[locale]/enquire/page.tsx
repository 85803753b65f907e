import { getTranslations, setRequestLocale } from "next-intl/server";
import { PageHeader } from "@/features/site/content/page-header";
import { pageMetadata } from "@/features/site/content/page-metadata";
import { EnquireView } from "@/features/site/reservations/enquire-view";
import { pageLocale } from "@/features/site/i18n/page-locale";
import { PageMessages } from "@/i18n/page-messages";

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props) {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "EnquirePage" });
  return {
    ...pageMetadata({ locale: await pageLocale(), title: t("title"), description: t("description"), path: "/enquire" }),
    robots: { index: false, follow: true },
  };
}

export default async function EnquirePage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations("EnquirePage");
  return (
    <PageMessages page="enquire/page.tsx">
      <>
        <PageHeader title={t("title")} lead={t("lead")} />
        <EnquireView />
      </>
    </PageMessages>
  );
}
