import { getTranslations, setRequestLocale } from "next-intl/server";
import { JsonLd } from "@/features/site/content/json-ld";
import { loadDepositCopy } from "@/features/site/content/localized-deposit-copy";
import { pageMetadata } from "@/features/site/content/page-metadata";
import { BoatOfMonth } from "@/features/site/home/boat-of-month";
import { BoatTypes } from "@/features/site/home/boat-types";
import { HomeHero } from "@/features/site/home/home-hero";
import { homeJsonLd } from "@/features/site/home/home-json-ld";
import { HomePosts } from "@/features/site/home/home-posts";
import { HomeReviews } from "@/features/site/home/home-reviews";
import { PopularBoats } from "@/features/site/home/popular-boats";
import { PopularMarinas } from "@/features/site/home/popular-marinas";
import { TrustStrip } from "@/features/site/home/trust-strip";
import { pageLocale } from "@/features/site/i18n/page-locale";
import { loadDepositPercent, loadSiteShell } from "@/features/site/shell/load-site-shell";
import { isLocale } from "@/i18n/locales";
import { getDb } from "@/server/db/runtime";
import { getBoatOptions } from "@/server/search/get-boat-options";
import { listBoatsOfMonth, listPopularBoats } from "@/server/website/boat/list-boat-sections";
import { getHomeContent } from "@/server/website/get-home-content";

export const dynamic = "force-dynamic";

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata() {
  const [copy, t, locale] = await Promise.all([
    loadDepositPercent().then(loadDepositCopy),
    getTranslations("HomePage"),
    pageLocale(),
  ]);
  return pageMetadata({ locale, title: t("title"), description: copy.homeDescription, path: "/" });
}

export default async function HomePage({ params }: Props) {
  const requested = (await params).locale;
  if (isLocale(requested)) setRequestLocale(requested);
  const locale = await pageLocale();
  const db = getDb();
  const [popular, ofMonth, options, content, shell] = await Promise.all([
    listPopularBoats(db, 8, locale),
    listBoatsOfMonth(db, 1, locale),
    getBoatOptions(db, locale),
    getHomeContent(db, locale),
    loadSiteShell(),
  ]);

  const copy = await loadDepositCopy(shell?.depositPercent);
  return (
    <>
      <JsonLd data={homeJsonLd(shell, copy.homeDescription, locale)} />
      <HomeHero
        image={ofMonth[0]?.image ?? popular[0]?.image ?? null}
        options={options}
        lead={copy.heroLead}
        locale={locale}
      />
      <TrustStrip />
      <PopularBoats boats={popular} />
      <BoatOfMonth boat={ofMonth[0]} />
      <BoatTypes types={options.types} />
      <PopularMarinas marinas={shell?.marinaPopular ?? []} details={options.marinas} />
      <HomeReviews comments={content.comments} />
      <HomePosts posts={content.posts} />
    </>
  );
}
