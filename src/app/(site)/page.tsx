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
import { loadSiteShell } from "@/features/site/shell/load-site-shell";
import { getDb } from "@/server/db/runtime";
import { getBoatOptions } from "@/server/search/get-boat-options";
import { listBoatsOfMonth, listPopularBoats } from "@/server/website/boat/list-boat-sections";
import { getHomeContent } from "@/server/website/get-home-content";

export const dynamic = "force-dynamic";

const DESCRIPTION =
  "Bodrum, Göcek, Fethiye, Marmaris ve daha fazlasında gulet, motoryat, yelkenli ve katamaran kiralayın. TÜRSAB güvencesi, %20 ön ödeme ile hemen rezervasyon.";

export function generateMetadata() {
  return pageMetadata({ title: "Tekne Kiralama ve Satılık Tekneler", description: DESCRIPTION, path: "/" });
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

  return (
    <>
      <JsonLd data={homeJsonLd(shell, DESCRIPTION)} />
      <HomeHero image={ofMonth[0]?.image ?? popular[0]?.image ?? null} options={options} />
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
