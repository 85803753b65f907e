import Link from "next/link";
import { notFound } from "next/navigation";
import { AvailabilityCalendar } from "@/features/site/boat/availability-calendar";
import { boatJsonLd } from "@/features/site/boat/boat-json-ld";
import { BoatSpecs } from "@/features/site/boat/boat-specs";
import { BookingProvider } from "@/features/site/boat/booking-context";
import { BookingPanel } from "@/features/site/boat/booking-panel";
import { Gallery } from "@/features/site/boat/gallery";
import { loadBoat } from "@/features/site/boat/load-boat";
import { PriceTable } from "@/features/site/boat/price-table";
import { SaleEnquiryForm } from "@/features/site/boat/sale-enquiry-form";
import { BoatGrid } from "@/features/site/boats/boat-card";
import { Stars } from "@/features/site/boats/stars";
import { JsonLd } from "@/features/site/content/json-ld";
import { absoluteUrl, describeHtml, pageMetadata } from "@/features/site/content/page-metadata";
import { Price } from "@/features/site/currency/price";
import { FavoriteButton } from "@/features/site/favorites/favorite-button";
import { loadSiteShell } from "@/features/site/shell/load-site-shell";
import { regionHref, typeHref } from "@/features/site/shell/nav-links";
import { isIsoDate } from "@/lib/dates";
import { getDb } from "@/server/db/runtime";
import { listSimilarBoats } from "@/server/site/list-boat-sections";
import type { PublicBoat } from "@/server/site/public-boat-schema";
import { listActiveBanks } from "@/server/website/list-active-banks";

export const dynamic = "force-dynamic";

type Props = {
  params: Promise<{ slug: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

function summary(boat: PublicBoat): string {
  const what = boat.for_rent
    ? `Kiralık ${boat.type.name.toLocaleLowerCase("tr-TR")}`
    : `Satılık ${boat.type.name.toLocaleLowerCase("tr-TR")}`;
  const size = [
    boat.length_m ? `${boat.length_m.toLocaleString("tr-TR")} m` : null,
    `${boat.guests} kişi`,
    boat.cabins ? `${boat.cabins} kabin` : null,
  ]
    .filter(Boolean)
    .join(", ");
  return `${boat.name}: ${what}, ${boat.marina.name} (${boat.district.name}). ${size}.`;
}

export async function generateMetadata({ params }: Props) {
  const { slug } = await params;
  const boat = await loadBoat(slug);
  if (!boat) return { title: "Tekne bulunamadı", robots: { index: false } };
  const intro = summary(boat);
  const description = describeHtml(`${intro} ${boat.description}`, intro);
  const image = boat.images[0]?.variants.find((v) => v.width >= 1080)?.url ?? boat.images[0]?.thumbnail;
  return pageMetadata({
    title: `${boat.name} – ${boat.for_rent ? "Kiralık" : "Satılık"} ${boat.type.name}, ${boat.district.name}`,
    description,
    path: `/boat/${boat.slug}`,
    image,
  });
}

const sectionTitle = "text-xl font-bold text-slate-900 dark:text-white";

export default async function BoatPage({ params, searchParams }: Props) {
  const { slug } = await params;
  const boat = await loadBoat(slug);
  if (!boat) notFound();
  const query = await searchParams;
  const first = (key: string) => {
    const value = query[key];
    return typeof value === "string" ? value : undefined;
  };
  const start = first("start_date");
  const end = first("end_date");
  const initial = {
    start: start && isIsoDate(start) ? start : "",
    end: end && isIsoDate(end) && start && end > start ? end : "",
    guests: Math.min(Math.max(1, Number(first("guests")) || 2), boat.guests),
  };

  const db = getDb();
  const [similar, banks, shell] = await Promise.all([
    listSimilarBoats(db, { id: boat.id, typeId: boat.type.id, marinaId: boat.marina.id }, 4),
    boat.for_rent ? listActiveBanks(db) : Promise.resolve([]),
    loadSiteShell(),
  ]);
  const url = absoluteUrl(`/boat/${boat.slug}`);
  const intro = summary(boat);

  return (
    <BookingProvider initial={initial}>
      <JsonLd
        data={boatJsonLd(boat, {
          url,
          images: boat.images.slice(0, 5).map((i) => absoluteUrl(i.variants[i.variants.length - 1]!.url)),
          rates: shell?.rates ?? { USD: "1", EUR: "1", GBP: "1" },
          description: describeHtml(`${intro} ${boat.description}`, intro),
        })}
      />
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "BreadcrumbList",
          itemListElement: [
            { "@type": "ListItem", position: 1, name: "Ana Sayfa", item: absoluteUrl("/") },
            {
              "@type": "ListItem",
              position: 2,
              name: boat.for_rent ? "Kiralık Tekneler" : "Satılık Tekneler",
              item: absoluteUrl(boat.for_rent ? "/listing" : "/listingsale"),
            },
            { "@type": "ListItem", position: 3, name: boat.name, item: url },
          ],
        }}
      />
      <div className="mx-auto max-w-7xl px-4 py-6">
        <nav aria-label="Sayfa yolu" className="text-sm text-slate-600 dark:text-slate-400">
          <ol className="flex flex-wrap items-center gap-1">
            <li>
              <Link href="/" className="hover:underline">
                Ana Sayfa
              </Link>{" "}
              ›
            </li>
            <li>
              <Link href={boat.for_rent ? "/listing" : "/listingsale"} className="hover:underline">
                {boat.for_rent ? "Kiralık Tekneler" : "Satılık Tekneler"}
              </Link>{" "}
              ›
            </li>
            <li>
              <Link
                href={boat.for_rent ? typeHref(boat.type.id) : `/listingsale?types=${boat.type.id}`}
                className="hover:underline"
              >
                {boat.type.name}
              </Link>{" "}
              ›
            </li>
            <li aria-current="page" className="font-medium text-slate-900 dark:text-white">
              {boat.name}
            </li>
          </ol>
        </nav>

        <div className="mt-4 flex flex-wrap items-start justify-between gap-4">
          <div>
            <h1 className="text-3xl font-bold tracking-tight text-sea-900 sm:text-4xl dark:text-white">{boat.name}</h1>
            <p className="mt-2 text-slate-700 dark:text-slate-300">
              {boat.type.name} ·{" "}
              <Link href={regionHref(boat.marina.id)} className="underline hover:text-sea-700 dark:hover:text-sky-300">
                {boat.marina.name}
              </Link>
              , {boat.district.name} / {boat.district.town}
            </p>
            {boat.rating.count > 0 && boat.rating.average !== null && (
              <p className="mt-2 flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
                <Stars rating={boat.rating.average} />
                <span>
                  {boat.rating.average.toLocaleString("tr-TR")} · {boat.rating.count} yorum
                </span>
              </p>
            )}
          </div>
          <div className="flex items-center gap-3">
            {boat.for_rent && boat.price_from && (
              <p className="text-sm text-slate-600 sm:text-right dark:text-slate-300">
                <span className="block text-2xl font-bold text-sea-700 dark:text-sky-300">
                  <Price amount={boat.price_from.amount} currency={boat.price_from.currency} />
                </span>
                / gün&apos;den başlayan
              </p>
            )}
            {boat.for_rent && (
              <a
                href="#rezervasyon"
                className="rounded-md bg-sea-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-sea-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sea-600 lg:hidden"
              >
                Rezervasyon yap
              </a>
            )}
            <FavoriteButton
              item={{ id: boat.id, slug: boat.slug, name: boat.name, thumbnail: boat.images[0]?.thumbnail ?? null }}
            />
          </div>
        </div>

        <div className="mt-6">
          <Gallery images={boat.images} name={boat.name} />
        </div>

        {/* On a phone: details, then the booking panel, then the reviews; on a wide screen the panel sticks beside both. */}
        <div className="mt-10 grid gap-10 lg:grid-cols-[1fr_24rem]">
          <div className="min-w-0 space-y-12 lg:col-start-1 lg:row-start-1">
            <section aria-labelledby="ozellikler">
              <h2 id="ozellikler" className={`${sectionTitle} mb-4`}>
                Tekne özellikleri
              </h2>
              <BoatSpecs boat={boat} />
            </section>

            {boat.description && (
              <section aria-labelledby="aciklama">
                <h2 id="aciklama" className={`${sectionTitle} mb-4`}>
                  Açıklama
                </h2>
                <div
                  className="prose-boat space-y-3 leading-7 text-slate-800 dark:text-slate-200 [&_a]:text-sea-700 [&_a]:underline [&_h2]:text-lg [&_h2]:font-semibold [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6 dark:[&_a]:text-sky-300"
                  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on save and again on read (sanitizeDescription)
                  dangerouslySetInnerHTML={{ __html: boat.description }}
                />
              </section>
            )}

            {boat.amenities.length > 0 && (
              <section aria-labelledby="donanim">
                <h2 id="donanim" className={`${sectionTitle} mb-4`}>
                  Donanım ve olanaklar
                </h2>
                <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2">
                  {boat.amenities.map((item) => (
                    <li key={item} className="flex items-center gap-2 text-slate-800 dark:text-slate-200">
                      <svg
                        viewBox="0 0 20 20"
                        aria-hidden="true"
                        className="size-5 shrink-0 text-emerald-600 dark:text-emerald-400"
                        fill="currentColor"
                      >
                        <path d="M8 13.6 4.4 10 3 11.4l5 5 9-9L15.6 6z" />
                      </svg>
                      {item}
                    </li>
                  ))}
                </ul>
              </section>
            )}

            {boat.for_sale && (
              <section
                aria-labelledby="satilik"
                className="rounded-xl border border-slate-200 p-5 dark:border-slate-800"
              >
                <h2 id="satilik" className={sectionTitle}>
                  Bu tekne satılık
                </h2>
                {boat.sale_price ? (
                  <p className="mt-2 text-3xl font-bold text-sea-700 dark:text-sky-300">
                    <Price amount={boat.sale_price.amount} currency={boat.sale_price.currency} />
                  </p>
                ) : (
                  <p className="mt-2 text-slate-700 dark:text-slate-300">Fiyat için bize ulaşın.</p>
                )}
                <p className="mt-2 mb-4 text-sm text-slate-700 dark:text-slate-300">
                  Tekneyi görmek ya da teklif vermek için formu doldurun; satış ekibimiz sizi arasın.
                </p>
                <SaleEnquiryForm boatId={boat.id} boatName={boat.name} />
              </section>
            )}

            {boat.for_rent && (
              <>
                <section aria-labelledby="fiyatlar">
                  <h2 id="fiyatlar" className={`${sectionTitle} mb-4`}>
                    Dönemlik fiyatlar
                  </h2>
                  <PriceTable prices={boat.prices} />
                </section>
                <section aria-labelledby="musaitlik">
                  <h2 id="musaitlik" className={`${sectionTitle} mb-4`}>
                    Müsaitlik takvimi
                  </h2>
                  <AvailabilityCalendar slug={boat.slug} />
                </section>
              </>
            )}
          </div>

          <aside
            id="rezervasyon"
            aria-label={boat.for_rent ? "Rezervasyon" : "Satış bilgisi"}
            className="scroll-mt-32 lg:sticky lg:top-32 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start"
          >
            {boat.for_rent ? (
              <BookingPanel
                slug={boat.slug}
                boatName={boat.name}
                maxGuests={boat.guests}
                banks={banks}
                depositPercent={shell?.depositPercent}
              />
            ) : (
              <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900">
                <p className="text-sm text-slate-600 dark:text-slate-300">Satış fiyatı</p>
                <p className="text-2xl font-bold text-sea-700 dark:text-sky-300">
                  {boat.sale_price ? (
                    <Price amount={boat.sale_price.amount} currency={boat.sale_price.currency} />
                  ) : (
                    "Bize sorun"
                  )}
                </p>
                <a
                  href="#satilik"
                  className="mt-4 inline-flex w-full justify-center rounded-md bg-sea-700 px-4 py-3 font-semibold text-white hover:bg-sea-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sea-600"
                >
                  Bilgi iste
                </a>
              </div>
            )}
          </aside>

          <div className="min-w-0 lg:col-start-1 lg:row-start-2">
            <section aria-labelledby="yorumlar">
              <h2 id="yorumlar" className={`${sectionTitle} mb-4`}>
                Misafir yorumları {boat.rating.count > 0 ? `(${boat.rating.count})` : ""}
              </h2>
              {boat.comments.length === 0 ? (
                <p className="text-slate-700 dark:text-slate-300">Bu tekne için henüz yorum yok.</p>
              ) : (
                <ul className="space-y-4">
                  {boat.comments.map((comment) => (
                    <li
                      key={`${comment.created_at}|${comment.name}`}
                      className="rounded-xl border border-slate-200 p-4 dark:border-slate-800"
                    >
                      <div className="flex flex-wrap items-center justify-between gap-2">
                        <p className="font-semibold text-slate-900 dark:text-white">{comment.name}</p>
                        <Stars rating={comment.rating} />
                      </div>
                      <p className="mt-2 text-slate-700 dark:text-slate-300">{comment.body}</p>
                      <time
                        dateTime={comment.created_at}
                        className="mt-2 block text-xs text-slate-600 dark:text-slate-400"
                      >
                        {new Date(comment.created_at).toLocaleDateString("tr-TR", {
                          year: "numeric",
                          month: "long",
                          timeZone: "Europe/Istanbul",
                        })}
                      </time>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </div>
        </div>

        {similar.length > 0 && (
          <section aria-labelledby="benzer" className="mt-16">
            <h2 id="benzer" className={`${sectionTitle} mb-6`}>
              Benzer tekneler
            </h2>
            <BoatGrid boats={similar} />
          </section>
        )}
      </div>
    </BookingProvider>
  );
}
