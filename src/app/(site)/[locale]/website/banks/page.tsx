import Link from "next/link";
import { BankList } from "@/features/site/content/bank-list";
import { siteDepositCopy } from "@/features/site/content/deposit-copy";
import { loadDepositPercent } from "@/features/site/shell/load-site-shell";
import { PageHeader } from "@/features/site/content/page-header";
import { pageMetadata } from "@/features/site/content/page-metadata";
import { getDb } from "@/server/db/runtime";
import { listActiveBanks } from "@/server/banks/list-active-banks";

export const dynamic = "force-dynamic";

export const generateMetadata = () =>
  pageMetadata({
    title: "Banka Hesaplarımız",
    description:
      "Ön ödeme ve kalan tutar için Liman banka hesapları ve IBAN numaraları (TL, Euro, Dolar, Sterlin). Açıklamaya rezervasyon kodunuzu yazın.",
    path: "/website/banks",
  });

export default async function BanksPage() {
  const [banks, depositPercent] = await Promise.all([listActiveBanks(getDb()), loadDepositPercent()]);
  return (
    <>
      <PageHeader title="Banka Hesaplarımız" lead={siteDepositCopy(depositPercent).banksLead} />
      <div className="mx-auto max-w-7xl px-4 py-10">
        <p className="mb-8 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
          Ödeme açıklamasına <strong>rezervasyon kodunuzu</strong> yazmayı unutmayın. Ödemeniz yalnızca şirketimizin
          aşağıdaki hesaplarına yapılmalıdır; rezervasyonunuzun durumunu{" "}
          <Link href="/enquire" className="font-semibold underline">
            Rezervasyonlarım
          </Link>{" "}
          sayfasından izleyebilirsiniz.
        </p>
        {banks.length > 0 ? (
          <BankList banks={banks} />
        ) : (
          <p className="text-slate-700 dark:text-slate-300">
            Banka hesap bilgileri için lütfen{" "}
            <Link href="/contact" className="font-medium text-sea-700 underline dark:text-sky-300">
              bizimle iletişime geçin
            </Link>
            .
          </p>
        )}
      </div>
    </>
  );
}
