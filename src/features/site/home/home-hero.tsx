import { ResponsiveImage } from "../image/responsive-image";
import { getTranslations } from "next-intl/server";
import type { Locale } from "@/i18n/locales";
import { todayIn } from "@/lib/dates";
import type { BoatOptions, BoatCard as Card } from "@/shared/search";
import { HeroSearchForm } from "./hero-search-form";

/** The home page's first screen: a boat photo behind the headline and the search form. */
export async function HomeHero({
  image,
  options,
  lead,
  locale,
}: {
  image: Card["image"];
  options: BoatOptions;
  lead: string;
  locale: Locale;
}) {
  const t = await getTranslations("HomePage");
  return (
    <section className="relative isolate overflow-hidden bg-sea-900">
      {image && (
        <ResponsiveImage src={image.src} alt="" fill priority sizes="100vw" className="-z-10 object-cover opacity-45" />
      )}
      <div className="absolute inset-0 -z-10 bg-gradient-to-b from-sea-900/60 via-sea-900/40 to-sea-900/90" />
      <div className="mx-auto max-w-7xl px-4 pt-14 pb-12 sm:pt-24 sm:pb-20">
        <h1 className="max-w-3xl text-4xl font-bold tracking-tight text-white sm:text-5xl">{t("heroTitle")}</h1>
        <p className="mt-4 max-w-2xl text-lg text-sea-50">{lead}</p>
        <div className="mt-8">
          <HeroSearchForm options={options} today={todayIn()} locale={locale} />
        </div>
      </div>
    </section>
  );
}
