import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import { formatNumber } from "@/lib/locale-format";
import { useSiteLocale } from "./boat-locale";
import type { PublicBoat } from "@/shared/public-boat";
import { Stars } from "../boats/stars";
import { discountPercentOf } from "@/lib/extras-copy";
import { DiscountBadge, DiscountedPrice } from "../boats/discounted-price";
import { FavoriteButton } from "../favorites/favorite-button";
import { regionHref } from "../shell/nav-links";

/** The boat's name, place and rating, with its starting price, the jump to booking and the favourite button. */
export function BoatHeading({ boat }: { boat: PublicBoat }) {
  const t = useTranslations("BoatHeading");
  const locale = useSiteLocale();
  const discount = discountPercentOf(boat);
  return (
    <div className="mt-4 flex flex-wrap items-start justify-between gap-4">
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-sea-900 sm:text-4xl dark:text-white">{boat.name}</h1>
        <p className="mt-2 text-slate-700 dark:text-slate-300">
          {boat.type.name} ·{" "}
          <Link href={regionHref(boat.marina.id)} className="underline hover:text-sea-700 dark:hover:text-sky-300">
            {boat.marina.name}
          </Link>
          , {boat.district.name} / {boat.district.town}
        </p>
        {boat.rating.count > 0 && boat.rating.average !== null && (
          <p className="mt-2 flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
            <Stars rating={boat.rating.average} />
            <span>{t("reviews", { rating: formatNumber(boat.rating.average, locale), count: boat.rating.count })}</span>
          </p>
        )}
      </div>
      <div className="flex items-center gap-3">
        {boat.for_rent && boat.price_from && (
          <p className="text-sm text-slate-600 sm:text-right dark:text-slate-300">
            {discount && <DiscountBadge percent={discount} className="mb-1 inline-block" />}
            <span className="block text-2xl font-bold text-sea-700 dark:text-sky-300">
              <DiscountedPrice amount={boat.price_from.amount} currency={boat.price_from.currency} percent={discount} />
            </span>
            {t("perDayFrom")}
          </p>
        )}
        {boat.for_rent && (
          <a
            href="#rezervasyon"
            className="rounded-md bg-sea-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-sea-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sea-600 lg:hidden"
          >
            {t("book")}
          </a>
        )}
        <FavoriteButton
          item={{ id: boat.id, slug: boat.slug, name: boat.name, thumbnail: boat.images[0]?.thumbnail ?? null }}
        />
      </div>
    </div>
  );
}
