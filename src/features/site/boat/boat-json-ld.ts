import { convert, type Rates } from "@/lib/money";
import type { PublicBoat } from "@/shared/public-boat";

const major = (minor: number) => (minor / 100).toFixed(2);

/** schema.org Product + Offer(s) of a boat page: the rent price range in TRY, or the sale price. */
export function boatJsonLd(
  boat: PublicBoat,
  {
    url,
    images,
    rates,
    description,
    inLanguage = "tr",
  }: { url: string; images: string[]; rates: Rates; description: string; inLanguage?: string },
) {
  const tryPrices = boat.prices.map((p) => convert(p.day_price, p.currency, "TRY", rates));
  const offers =
    boat.for_sale && boat.sale_price
      ? {
          "@type": "Offer",
          price: major(boat.sale_price.amount),
          priceCurrency: boat.sale_price.currency,
          availability: "https://schema.org/InStock",
          url,
        }
      : tryPrices.length > 0
        ? {
            "@type": "AggregateOffer",
            lowPrice: major(Math.min(...tryPrices)),
            highPrice: major(Math.max(...tryPrices)),
            priceCurrency: "TRY",
            offerCount: tryPrices.length,
            availability: "https://schema.org/InStock",
            url,
          }
        : undefined;
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    inLanguage,
    name: boat.name,
    description,
    category: boat.type.name,
    url,
    ...(images.length ? { image: images } : {}),
    ...(offers ? { offers } : {}),
    ...(boat.rating.count > 0 && boat.rating.average !== null
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: boat.rating.average,
            reviewCount: boat.rating.count,
            bestRating: 5,
            worstRating: 1,
          },
          review: boat.comments.slice(0, 5).map((c) => ({
            "@type": "Review",
            author: { "@type": "Person", name: c.name },
            datePublished: c.created_at.slice(0, 10),
            reviewBody: c.body,
            inLanguage: c.language,
            reviewRating: { "@type": "Rating", ratingValue: c.rating, bestRating: 5 },
          })),
        }
      : {}),
  };
}

/**
 * schema.org BreadcrumbList of a boat page: home › rent or sale listing › the boat (`absolute` makes a path a URL
 * of the page's language; `names` are the first two steps' names in that language).
 */
export function boatBreadcrumbJsonLd(
  boat: PublicBoat,
  absolute: (path: string) => string,
  names: { home: string; listing: string } = {
    home: "Ana Sayfa",
    listing: boat.for_rent ? "Kiralık Tekneler" : "Satılık Tekneler",
  },
) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: [
      { "@type": "ListItem", position: 1, name: names.home, item: absolute("/") },
      {
        "@type": "ListItem",
        position: 2,
        name: names.listing,
        item: absolute(boat.for_rent ? "/listing" : "/listingsale"),
      },
      { "@type": "ListItem", position: 3, name: boat.name, item: absolute(`/boat/${boat.slug}`) },
    ],
  };
}
