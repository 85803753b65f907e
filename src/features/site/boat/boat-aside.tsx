import { useTranslations } from "next-intl";
import type { PublicBoat } from "@/shared/public-boat";
import type { PublicBank } from "@/shared/website";
import { Price } from "../currency/price";
import { BookingPanel } from "./booking-panel";

/** The sticky side column: the booking panel of a boat for rent, or the sale price and a jump to the enquiry form. */
export function BoatAside({
  boat,
  banks,
  depositPercent,
}: {
  boat: PublicBoat;
  banks: PublicBank[];
  depositPercent?: number;
}) {
  const t = useTranslations("BoatAside");
  return (
    <aside
      id="rezervasyon"
      aria-label={boat.for_rent ? t("booking") : t("saleInfo")}
      className="scroll-mt-32 lg:sticky lg:top-32 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start"
    >
      {boat.for_rent ? (
        <BookingPanel
          slug={boat.slug}
          boatName={boat.name}
          maxGuests={boat.guests}
          banks={banks}
          depositPercent={depositPercent}
        />
      ) : (
        <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900">
          <p className="text-sm text-slate-600 dark:text-slate-300">{t("salePrice")}</p>
          <p className="text-2xl font-bold text-sea-700 dark:text-sky-300">
            {boat.sale_price ? <Price amount={boat.sale_price.amount} currency={boat.sale_price.currency} /> : t("ask")}
          </p>
          <a
            href="#satilik"
            className="mt-4 inline-flex w-full justify-center rounded-md bg-sea-700 px-4 py-3 font-semibold text-white hover:bg-sea-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sea-600"
          >
            {t("request")}
          </a>
        </div>
      )}
    </aside>
  );
}
