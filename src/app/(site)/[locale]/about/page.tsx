import { getTranslations } from "next-intl/server";
import { loadWebsitePage } from "@/features/site/content/load-content";
import { TeamGrid } from "@/features/site/content/team-grid";
import { WebsitePageView, websitePageMetadata } from "@/features/site/content/website-page";
import { pageLocale } from "@/features/site/i18n/page-locale";
import { getDb } from "@/server/db/runtime";
import { listTeam } from "@/server/website/list-team";

export const dynamic = "force-dynamic";

export const generateMetadata = () => websitePageMetadata("about");

export default async function AboutPage() {
  // The page text is read in parallel (loadWebsitePage is cached per request, WebsitePageView reuses it).
  const [team, , t] = await Promise.all([
    listTeam(getDb(), await pageLocale()),
    loadWebsitePage("about"),
    getTranslations("ContentWebsitePage"),
  ]);
  return (
    <WebsitePageView pageKey="about">
      {team.length > 0 && (
        <section aria-labelledby="ekibimiz" className="mx-auto max-w-7xl px-4 pb-6">
          <h2 id="ekibimiz" className="mb-6 text-2xl font-bold text-slate-900 dark:text-white">
            {t("team")}
          </h2>
          <TeamGrid team={team} />
        </section>
      )}
    </WebsitePageView>
  );
}
