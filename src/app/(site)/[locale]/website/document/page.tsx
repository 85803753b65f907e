import { getTranslations } from "next-intl/server";
import { DocumentList } from "@/features/site/content/document-list";
import { PageHeader } from "@/features/site/content/page-header";
import { pageMetadata } from "@/features/site/content/page-metadata";
import { pageLocale } from "@/features/site/i18n/page-locale";
import { getDb } from "@/server/db/runtime";
import { listDocuments } from "@/server/website/list-documents";

export const dynamic = "force-dynamic";

export const generateMetadata = async () =>
  pageMetadata({
    locale: await pageLocale(),
    title: (await getTranslations("ContentDocuments"))("title"),
    description: (await getTranslations("ContentDocuments"))("description"),
    path: "/website/document",
  });

export default async function DocumentsPage() {
  const [documents, t] = await Promise.all([
    listDocuments(getDb(), await pageLocale()),
    getTranslations("ContentDocuments"),
  ]);
  return (
    <>
      <PageHeader title={t("title")} lead={t("lead")} />
      <div className="mx-auto max-w-4xl px-4 py-10">
        {documents.length > 0 ? (
          <DocumentList documents={documents} />
        ) : (
          <p className="text-slate-700 dark:text-slate-300">{t("empty")}</p>
        )}
      </div>
    </>
  );
}
