import { getTranslations } from "next-intl/server";
import type { Locale } from "@/i18n/locales";
import { formatNumber } from "@/lib/locale-format";
import type { PublicBoat } from "@/shared/public-boat";
import { describeHtml } from "../content/page-metadata";

/** One sentence for search results, in the page's language: what the boat is, where it lies and how big it is. */
export async function boatSummary(boat: PublicBoat, locale: Locale): Promise<string> {
  const t = await getTranslations({ locale, namespace: "BoatMeta" });
  const type = locale === "tr" ? boat.type.name.toLocaleLowerCase("tr-TR") : boat.type.name;
  const what = boat.for_rent ? t("rentWhat", { type }) : t("saleWhat", { type });
  const size = [
    boat.length_m ? t("metres", { value: formatNumber(boat.length_m, locale) }) : null,
    t("guests", { count: boat.guests }),
    boat.cabins ? t("cabins", { count: boat.cabins }) : null,
  ]
    .filter(Boolean)
    .join(", ");
  return t("summary", { name: boat.name, what, marina: boat.marina.name, district: boat.district.name, size });
}

/** The page description: the summary followed by the start of the boat's own text. */
export async function boatDescription(boat: PublicBoat, locale: Locale): Promise<string> {
  const intro = await boatSummary(boat, locale);
  return describeHtml(`${intro} ${boat.description}`, intro);
}
