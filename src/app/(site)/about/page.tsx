import { PageHeader } from "@/features/site/content/page-header";
import { TeamGrid } from "@/features/site/content/team-grid";
import { WebsitePageText, websitePageMetadata } from "@/features/site/content/website-page";
import { loadWebsitePage } from "@/features/site/content/load-content";
import { getDb } from "@/server/db/runtime";
import { listTeam } from "@/server/website/list-team";

export const dynamic = "force-dynamic";

export const generateMetadata = () => websitePageMetadata("about");

export default async function AboutPage() {
  const [page, team] = await Promise.all([loadWebsitePage("about"), listTeam(getDb())]);
  return (
    <article>
      <PageHeader title={page.title} />
      <div className="mx-auto max-w-3xl px-4 py-10">
        <WebsitePageText html={page.body} />
      </div>
      {team.length > 0 && (
        <section aria-labelledby="ekibimiz" className="mx-auto max-w-7xl px-4 pb-6">
          <h2 id="ekibimiz" className="mb-6 text-2xl font-bold text-slate-900 dark:text-white">
            Ekibimiz
          </h2>
          <TeamGrid team={team} />
        </section>
      )}
    </article>
  );
}
