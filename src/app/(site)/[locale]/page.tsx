import { siteDepositCopy } from "@/features/site/content/deposit-copy";
import { JsonLd } from "@/features/site/content/json-ld";
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
import { loadDepositPercent, loadSiteShell } from "@/features/site/shell/load-site-shell";
import { getDb } from "@/server/db/runtime";
import { getBoatOptions } from "@/server/search/get-boat-options";
import { listBoatsOfMonth, listPopularBoats } from "@/server/website/boat/list-boat-sections";
import { getHomeContent } from "@/server/website/get-home-content";

export const dynamic = "force-dynamic";

export async function generateMetadata() {
  const description = siteDepositCopy(await loadDepositPercent()).homeDescription;
  return pageMetadata({ title: "Tekne Kiralama ve Satılık Tekneler", description, path: "/" });
}

export default async function HomePage() {
  const db = getDb();
  const [popular, ofMonth, options, content, shell] = await Promise.all([
    listPopularBoats(db, 8),
    listBoatsOfMonth(db, 1),
    getBoatOptions(db),
    getHomeContent(db),
    loadSiteShell(),
  ]);

  const copy = siteDepositCopy(shell?.depositPercent);
  return (
    <>
      <JsonLd data={homeJsonLd(shell, copy.homeDescription)} />
      <HomeHero image={ofMonth[0]?.image ?? popular[0]?.image ?? null} options={options} lead={copy.heroLead} />
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
