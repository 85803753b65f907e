import { ResponsiveImage } from "../image/responsive-image";
import { useLocale, useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import { isLocale } from "@/i18n/locales";
import { formatNumber } from "@/lib/locale-format";
import type { BoatCard as Card } from "@/shared/search";
import { discountPercentOf } from "@/lib/extras-copy";
import { Price } from "../currency/price";
import { DiscountBadge, DiscountedPrice } from "./discounted-price";
import { FavoriteButton } from "../favorites/favorite-button";

/** A boat in a list: picture, favourite heart, type and place, size, and the price in the chosen currency. */
export function BoatCard({
  boat,
  mode = "rent",
  headingLevel = 3,
  priority = false,
  linkQuery = "",
}: {
  boat: Card;
  mode?: "rent" | "sale";
  headingLevel?: 2 | 3;
  priority?: boolean;
  /** Carried to the boat page, e.g. the searched dates (`?start_date=…&end_date=…`). */
  linkQuery?: string;
}) {
  const t = useTranslations("CardBoat");
  const requested = useLocale();
  const locale = isLocale(requested) ? requested : "tr";
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const discount = mode === "rent" && boat.price_from ? discountPercentOf(boat) : null;
  const facts = [
    t("guests", { count: boat.guests }),
    boat.cabins > 0 ? t("cabins", { count: boat.cabins }) : null,
    boat.length_m ? t("length", { length: formatNumber(boat.length_m, locale, { maximumFractionDigits: 1 }) }) : null,
    mode === "sale" && boat.year ? t("built", { year: String(boat.year) }) : null,
  ].filter(Boolean);
  return (
    <article
      className="group relative flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:shadow-lg dark:border-slate-800 dark:bg-slate-900"
      data-boat-card={boat.slug}
    >
      <div className="relative aspect-[4/3] bg-slate-200 dark:bg-slate-800">
        {boat.image ? (
          <ResponsiveImage
            src={boat.image.src}
            alt={boat.name}
            fill
            priority={priority}
            sizes="(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
            className="object-cover transition duration-300 group-hover:scale-[1.03]"
          />
        ) : (
          <div aria-hidden="true" className="absolute inset-0 bg-gradient-to-br from-sea-600 to-sea-900" />
        )}
        <div className="absolute top-3 right-16 left-3 flex flex-wrap gap-1.5">
          {boat.boat_of_month && (
            <span className="rounded-full bg-amber-400 px-2.5 py-1 text-xs font-semibold text-slate-900">
              {t("boatOfMonth")}
            </span>
          )}
          {boat.popular && mode === "rent" && (
            <span className="rounded-full bg-white/95 px-2.5 py-1 text-xs font-semibold text-sea-900">
              {t("popular")}
            </span>
          )}
          {discount && <DiscountBadge percent={discount} />}
        </div>
        <FavoriteButton
          item={{ id: boat.id, slug: boat.slug, name: boat.name, thumbnail: boat.thumbnail }}
          className="absolute top-3 right-3 z-10"
        />
      </div>
      <div className="flex flex-1 flex-col p-4">
        <p className="text-sm text-slate-600 dark:text-slate-300">
          {boat.type.name} · {boat.marina.name}, {boat.district.name}
        </p>
        <Heading className="mt-1 text-lg font-semibold text-slate-900 dark:text-white">
          <Link
            href={`/boat/${boat.slug}${linkQuery}`}
            className="after:absolute after:inset-0 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sea-600 group-hover:text-sea-700 dark:group-hover:text-sky-300"
          >
            {boat.name}
          </Link>
        </Heading>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{facts.join(" · ")}</p>
        <div className="mt-auto pt-3">
          {mode === "sale" ? (
            boat.sale_price ? (
              <p className="text-lg font-bold text-sea-700 dark:text-sky-300">
                <Price amount={boat.sale_price.amount} currency={boat.sale_price.currency} />
              </p>
            ) : (
              <p className="text-sm font-medium text-slate-700 dark:text-slate-300">{t("askPrice")}</p>
            )
          ) : boat.price_from ? (
            <p className="text-sm text-slate-600 dark:text-slate-300">
              <span className="text-lg font-bold text-sea-700 dark:text-sky-300">
                <DiscountedPrice
                  amount={boat.price_from.amount}
                  currency={boat.price_from.currency}
                  percent={discount}
                />
              </span>{" "}
              {t("perDayFrom")}
            </p>
          ) : (
            <p className="text-sm font-medium text-slate-700 dark:text-slate-300">{t("askPrice")}</p>
          )}
        </div>
      </div>
    </article>
  );
}

export function BoatGrid({
  boats,
  mode = "rent",
  headingLevel = 3,
  priorityFirst = 0,
  wide = true,
  linkQuery,
}: {
  boats: Card[];
  mode?: "rent" | "sale";
  headingLevel?: 2 | 3;
  priorityFirst?: number;
  /** Four columns on wide screens (full-width sections); three beside a sidebar. */
  wide?: boolean;
  linkQuery?: string;
}) {
  return (
    <ul className={`grid gap-6 sm:grid-cols-2 ${wide ? "lg:grid-cols-3 xl:grid-cols-4" : "xl:grid-cols-3"}`}>
      {boats.map((boat, i) => (
        <li key={boat.id} className="flex">
          <div className="w-full">
            <BoatCard
              boat={boat}
              mode={mode}
              headingLevel={headingLevel}
              priority={i < priorityFirst}
              linkQuery={linkQuery}
            />
          </div>
        </li>
      ))}
    </ul>
  );
}
