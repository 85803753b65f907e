import Link from "next/link";
import { FaqList, faqJsonLd } from "@/features/site/content/faq-list";
import { siteDepositCopy } from "@/features/site/content/deposit-copy";
import { loadDepositPercent } from "@/features/site/shell/load-site-shell";
import { JsonLd } from "@/features/site/content/json-ld";
import { PageHeader } from "@/features/site/content/page-header";
import { pageMetadata } from "@/features/site/content/page-metadata";
import { getDb } from "@/server/db/runtime";
import { listFaq } from "@/server/website/list-faq";

export const dynamic = "force-dynamic";

export const generateMetadata = async () =>
  pageMetadata({
    title: "Sıkça Sorulan Sorular",
    description: siteDepositCopy(await loadDepositPercent()).faqDescription,
    path: "/faq",
  });

export default async function FaqPage() {
  const items = await listFaq(getDb());
  return (
    <>
      <PageHeader
        title="Sıkça Sorulan Sorular"
        lead="Tekne kiralama, ödeme ve rezervasyon hakkında en çok sorulanlar."
      />
      <div className="mx-auto max-w-3xl px-4 py-10">
        {items.length > 0 ? (
          <>
            <FaqList items={items} />
            <JsonLd data={faqJsonLd(items)} />
          </>
        ) : (
          <p className="text-slate-700 dark:text-slate-300">Henüz soru eklenmemiş.</p>
        )}
        <p className="mt-8 text-slate-700 dark:text-slate-300">
          Aradığınız cevabı bulamadınız mı?{" "}
          <Link href="/contact" className="font-medium text-sea-700 underline dark:text-sky-300">
            Bize yazın
          </Link>
          , size hemen dönelim.
        </p>
      </div>
    </>
  );
}
