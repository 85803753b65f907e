import { useTranslations } from "next-intl";
import type { PublicBoat } from "@/shared/public-boat";
import { Price } from "../currency/price";
import { LazySaleEnquiryForm } from "./lazy-sale-enquiry-form";
import { sectionTitle } from "./section-title";

/** A boat for sale: its price (or "ask us") and the enquiry form. */
export function SaleSection({ boat }: { boat: PublicBoat }) {
  const t = useTranslations("BoatSale");
  return (
    <section aria-labelledby="satilik" className="rounded-xl border border-slate-200 p-5 dark:border-slate-800">
      <h2 id="satilik" className={sectionTitle}>
        {t("title")}
      </h2>
      {boat.sale_price ? (
        <p className="mt-2 text-3xl font-bold text-sea-700 dark:text-sky-300">
          <Price amount={boat.sale_price.amount} currency={boat.sale_price.currency} />
        </p>
      ) : (
        <p className="mt-2 text-slate-700 dark:text-slate-300">{t("askPrice")}</p>
      )}
      <p className="mt-2 mb-4 text-sm text-slate-700 dark:text-slate-300">{t("lead")}</p>
      <LazySaleEnquiryForm boatId={boat.id} boatName={boat.name} />
    </section>
  );
}
