import { DocumentList } from "@/features/site/content/document-list";
import { PageHeader } from "@/features/site/content/page-header";
import { pageMetadata } from "@/features/site/content/page-metadata";
import { getDb } from "@/server/db/runtime";
import { listDocuments } from "@/server/website/list-documents";

export const dynamic = "force-dynamic";

export const generateMetadata = () =>
  pageMetadata({
    title: "Belgelerimiz",
    description: "Liman'ın resmi belgeleri: TÜRSAB belgesi, sigorta ve ruhsatlar. İndirip inceleyebilirsiniz.",
    path: "/website/document",
  });

export default async function DocumentsPage() {
  const documents = await listDocuments(getDb());
  return (
    <>
      <PageHeader title="Belgelerimiz" lead="Şirketimizin resmi belgelerini inceleyip indirebilirsiniz." />
      <div className="mx-auto max-w-4xl px-4 py-10">
        {documents.length > 0 ? (
          <DocumentList documents={documents} />
        ) : (
          <p className="text-slate-700 dark:text-slate-300">Henüz belge eklenmemiş.</p>
        )}
      </div>
    </>
  );
}
