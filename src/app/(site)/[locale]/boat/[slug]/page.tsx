import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { INTL_LOCALE } from "@/i18n/locales";
import { localePath } from "@/i18n/locale-path";
import { BoatAside } from "@/features/site/boat/boat-aside";
import { BoatBreadcrumb } from "@/features/site/boat/boat-breadcrumb";
import { BoatComments } from "@/features/site/boat/boat-comments";
import { BoatDetails } from "@/features/site/boat/boat-details";
import { BoatHeading } from "@/features/site/boat/boat-heading";
import { boatBreadcrumbJsonLd, boatJsonLd } from "@/features/site/boat/boat-json-ld";
import { boatDescription } from "@/features/site/boat/boat-summary";
import { BookingProvider } from "@/features/site/boat/booking-context";
import { Gallery } from "@/features/site/boat/gallery";
import { initialBooking } from "@/features/site/boat/initial-booking";
import { loadBoat } from "@/features/site/boat/load-boat";
import { SimilarBoats } from "@/features/site/boat/similar-boats";
import { JsonLd } from "@/features/site/content/json-ld";
import { absoluteUrl, pageMetadata } from "@/features/site/content/page-metadata";
import { loadSiteShell } from "@/features/site/shell/load-site-shell";
import { pageLocale } from "@/features/site/i18n/page-locale";
import { getDb } from "@/server/db/runtime";
import { listSimilarBoats } from "@/server/website/boat/list-boat-sections";
import { listActiveBanks } from "@/server/banks/list-active-banks";
import { PageMessages } from "@/i18n/page-messages";

export const dynamic = "force-dynamic";

type Props = {
  params: Promise<{ slug: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props) {
  const { slug } = await params;
  const locale = await pageLocale();
  const t = await getTranslations({ locale, namespace: "BoatMeta" });
  const boat = await loadBoat(slug);
  if (!boat) return { title: t("notFound"), robots: { index: false } };
  const image = boat.images[0]?.variants.find((v) => v.width >= 1080)?.url ?? boat.images[0]?.thumbnail;
  const names = { name: boat.name, type: boat.type.name, district: boat.district.name };
  return pageMetadata({
    locale,
    title: boat.for_rent ? t("rentTitle", names) : t("saleTitle", names),
    description: await boatDescription(boat, locale),
    path: `/boat/${boat.slug}`,
    image,
  });
}

export default async function BoatPage({ params, searchParams }: Props) {
  const { slug } = await params;
  const boat = await loadBoat(slug);
  if (!boat) notFound();
  const initial = initialBooking(await searchParams, boat.guests);
  const locale = await pageLocale();
  const tCrumb = await getTranslations({ locale, namespace: "BoatBreadcrumb" });
  const localUrl = (path: string) => absoluteUrl(localePath(path, locale));
  const description = await boatDescription(boat, locale);

  const db = getDb();
  const [similar, banks, shell] = await Promise.all([
    listSimilarBoats(db, { id: boat.id, typeId: boat.type.id, marinaId: boat.marina.id }, 4, await pageLocale()),
    boat.for_rent ? listActiveBanks(db) : Promise.resolve([]),
    loadSiteShell(),
  ]);

  return (
    <PageMessages page="boat/[slug]/page.tsx">
      <BookingProvider initial={initial}>
        <JsonLd
          data={boatJsonLd(boat, {
            url: localUrl(`/boat/${boat.slug}`),
            images: boat.images.slice(0, 5).map((i) => absoluteUrl(i.variants[i.variants.length - 1]!.url)),
            rates: shell?.rates ?? { USD: "1", EUR: "1", GBP: "1" },
            description,
            inLanguage: INTL_LOCALE[locale],
          })}
        />
        <JsonLd
          data={boatBreadcrumbJsonLd(boat, localUrl, {
            home: tCrumb("home"),
            listing: boat.for_rent ? tCrumb("rent") : tCrumb("sale"),
          })}
        />
        <div className="mx-auto max-w-7xl px-4 py-6">
          <BoatBreadcrumb boat={boat} />
          <BoatHeading boat={boat} />
          <div className="mt-6">
            <Gallery images={boat.images} name={boat.name} />
          </div>

          {/* On a phone: details, then the booking panel, then the reviews; on a wide screen the panel sticks beside both. */}
          <div className="mt-10 grid gap-10 lg:grid-cols-[1fr_24rem]">
            <div className="min-w-0 space-y-12 lg:col-start-1 lg:row-start-1">
              <BoatDetails boat={boat} />
            </div>
            <BoatAside boat={boat} banks={banks} depositPercent={shell?.depositPercent} />
            <div className="min-w-0 lg:col-start-1 lg:row-start-2">
              <BoatComments boat={boat} />
            </div>
          </div>

          <SimilarBoats boats={similar} />
        </div>
      </BookingProvider>
    </PageMessages>
  );
}
