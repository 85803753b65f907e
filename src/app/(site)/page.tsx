import Image from "next/image";
import Link from "next/link";
import { BlogCard } from "@/features/site/content/blog-card";
import { siteDepositCopy } from "@/features/site/content/deposit-copy";
import { JsonLd } from "@/features/site/content/json-ld";
import { absoluteUrl, pageMetadata } from "@/features/site/content/page-metadata";
import { BoatCard, BoatGrid } from "@/features/site/boats/boat-card";
import { Stars } from "@/features/site/boats/stars";
import { HeroSearchForm } from "@/features/site/home/hero-search-form";
import { HomeSection } from "@/features/site/home/section";
import { TrustStrip } from "@/features/site/home/trust-strip";
import { loadDepositPercent, loadSiteShell } from "@/features/site/shell/load-site-shell";
import { regionHref, typeHref } from "@/features/site/shell/nav-links";
import { todayIn } from "@/lib/dates";
import { getDb } from "@/server/db/runtime";
import { getBoatOptions } from "@/server/search/get-boat-options";
import { listBoatsOfMonth, listPopularBoats } from "@/server/site/list-boat-sections";
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
  const hero = ofMonth[0]?.image ?? popular[0]?.image ?? null;
  const boatOfMonth = ofMonth[0];
  const popularMarinas = shell?.marinaPopular ?? [];
  const marinaCounts = new Map(options.marinas.map((m) => [m.id, m]));

  return (
    <>
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "TravelAgency",
          name: shell?.siteName ?? "Liman",
          url: absoluteUrl("/"),
          description: siteDepositCopy(shell?.depositPercent).homeDescription,
          ...(shell?.phone ? { telephone: shell.phone } : {}),
          ...(shell?.email ? { email: shell.email } : {}),
        }}
      />
      <section className="relative isolate overflow-hidden bg-sea-900">
        {hero && (
          <Image
            src={hero.src}
            alt=""
            fill
            priority
            fetchPriority="high"
            sizes="100vw"
            className="-z-10 object-cover opacity-45"
          />
        )}
        <div className="absolute inset-0 -z-10 bg-gradient-to-b from-sea-900/60 via-sea-900/40 to-sea-900/90" />
        <div className="mx-auto max-w-7xl px-4 pt-14 pb-12 sm:pt-24 sm:pb-20">
          <h1 className="max-w-3xl text-4xl font-bold tracking-tight text-white sm:text-5xl">
            Hayalinizdeki tekneyi kiralayın
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-sea-50">{siteDepositCopy(shell?.depositPercent).heroLead}</p>
          <div className="mt-8">
            <HeroSearchForm options={options} today={todayIn()} />
          </div>
        </div>
      </section>

      <TrustStrip />

      <HomeSection
        id="populer-tekneler"
        title="Popüler Tekneler"
        lead="Misafirlerimizin en çok tercih ettiği tekneler."
        more={{ href: "/listing?order=popular", label: "Tüm kiralık tekneler" }}
      >
        {popular.length > 0 ? (
          <BoatGrid boats={popular} />
        ) : (
          <p className="text-slate-600 dark:text-slate-300">
            Henüz popüler tekne seçilmedi.{" "}
            <Link href="/listing" className="font-semibold text-sea-700 underline dark:text-sky-300">
              Tüm tekneleri görün
            </Link>
            .
          </p>
        )}
      </HomeSection>

      {boatOfMonth && (
        <HomeSection id="ayin-teknesi" title="Ayın Teknesi" tone="tinted">
          <div className="grid gap-8 lg:grid-cols-2 lg:items-center">
            <div className="mx-auto w-full max-w-xl lg:max-w-none">
              <BoatCard boat={boatOfMonth} />
            </div>
            <div>
              <p className="text-lg font-semibold text-sea-900 dark:text-white">{boatOfMonth.name}</p>
              <p className="mt-2 text-slate-700 dark:text-slate-300">
                {boatOfMonth.type.name} · {boatOfMonth.marina.name}, {boatOfMonth.district.name} (
                {boatOfMonth.district.town}). En fazla {boatOfMonth.guests} misafir
                {boatOfMonth.cabins > 0 ? `, ${boatOfMonth.cabins} kabin` : ""}
                {boatOfMonth.length_m ? `, ${boatOfMonth.length_m.toLocaleString("tr-TR")} metre` : ""}.
              </p>
              <Link
                href={`/boat/${boatOfMonth.slug}`}
                className="mt-6 inline-flex rounded-md bg-sea-700 px-5 py-3 font-semibold text-white hover:bg-sea-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sea-600"
              >
                Tekneyi incele<span className="sr-only">: {boatOfMonth.name}</span>
              </Link>
            </div>
          </div>
        </HomeSection>
      )}

      {options.types.length > 0 && (
        <HomeSection id="tekne-tipleri" title="Tekne Tipleri" lead="Tatilinize uygun tekne tipini seçin.">
          <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
            {options.types.map((type) => (
              <li key={type.id}>
                <Link
                  href={typeHref(type.id)}
                  className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 transition hover:border-sea-600 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sea-600 dark:border-slate-800 dark:bg-slate-900"
                >
                  <span className="text-lg font-semibold text-sea-900 dark:text-white">{type.name}</span>
                  <span className="mt-1 text-sm text-slate-600 dark:text-slate-300">{type.count} tekne</span>
                </Link>
              </li>
            ))}
          </ul>
        </HomeSection>
      )}

      {popularMarinas.length > 0 && (
        <HomeSection id="populer-marinalar" title="Popüler Marinalar" tone="tinted">
          <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
            {popularMarinas.map((marina) => {
              const detail = marinaCounts.get(marina.id);
              return (
                <li key={marina.id}>
                  <Link
                    href={regionHref(marina.id)}
                    className="flex h-full flex-col rounded-xl bg-gradient-to-br from-sea-700 to-sea-900 p-5 text-white transition hover:shadow-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sea-600"
                  >
                    <span className="text-lg font-semibold">{marina.name}</span>
                    {detail && (
                      <span className="mt-1 text-sm text-sea-100">
                        {detail.district}, {detail.town} · {detail.count} tekne
                      </span>
                    )}
                  </Link>
                </li>
              );
            })}
          </ul>
        </HomeSection>
      )}

      {content.comments.length > 0 && (
        <HomeSection id="yorumlar" title="Misafirlerimiz Ne Diyor?">
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {content.comments.map((comment) => (
              <li
                key={`${comment.created_at}|${comment.name}`}
                className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
              >
                <Stars rating={comment.rating} />
                <blockquote className="mt-3 flex-1 text-slate-700 dark:text-slate-300">“{comment.body}”</blockquote>
                <p className="mt-4 text-sm font-semibold text-slate-900 dark:text-white">
                  {comment.name}
                  <span className="font-normal text-slate-600 dark:text-slate-400">
                    {" "}
                    ·{" "}
                    <Link
                      href={`/boat/${comment.boat.slug}`}
                      className="underline hover:text-sea-700 dark:hover:text-sky-300"
                    >
                      {comment.boat.name}
                    </Link>
                  </span>
                </p>
              </li>
            ))}
          </ul>
        </HomeSection>
      )}

      {content.posts.length > 0 && (
        <HomeSection id="blog" title="Blogdan" tone="tinted" more={{ href: "/blog", label: "Tüm yazılar" }}>
          <ul className="grid gap-6 md:grid-cols-3">
            {content.posts.map((post) => (
              <li key={post.id} className="flex">
                <BlogCard post={post} headingLevel={3} />
              </li>
            ))}
          </ul>
        </HomeSection>
      )}
    </>
  );
}
