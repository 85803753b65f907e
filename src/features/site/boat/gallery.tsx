import { ResponsiveImage } from "../image/responsive-image";
import { useTranslations } from "next-intl";
import { GalleryOpener } from "./gallery-opener";
import type { PublicBoat } from "@/shared/public-boat";

type Photo = PublicBoat["images"][number];

/**
 * The boat's photos: a large first picture and thumbnails; any of them opens the lightbox (gallery-lightbox.tsx),
 * whose code loads on that first click.
 */
export function Gallery({ images, name }: { images: Photo[]; name: string }) {
  const t = useTranslations("BoatGallery");
  const count = images.length;

  if (count === 0) {
    return <div aria-hidden="true" className="aspect-[16/9] rounded-xl bg-gradient-to-br from-sea-600 to-sea-900" />;
  }
  // Five or more photos: the first large and four small; fewer: the first large and up to two beside it.
  const large = count >= 5;
  const thumbs = images.slice(1, large ? 5 : 3);
  const layout = count === 1 ? "" : large ? "md:grid-cols-4 md:grid-rows-2" : "md:grid-cols-3 md:grid-rows-2";
  const main = count === 1 ? "md:aspect-[21/9]" : large ? "md:col-span-2 md:row-span-2" : "md:col-span-2 md:row-span-2";
  return (
    <GalleryOpener images={images} name={name}>
      <div className={`grid gap-2 ${layout}`}>
        <button
          type="button"
          data-photo={0}
          className={`relative aspect-[4/3] overflow-hidden rounded-xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sea-600 md:aspect-auto md:min-h-96 ${main}`}
          aria-label={t("enlarge", { name, count })}
        >
          <ResponsiveImage
            src={images[0]!.src}
            alt={t("photo", { name, n: 1 })}
            fill
            priority
            sizes="(min-width: 768px) 50vw, 100vw"
            className="object-cover"
          />
        </button>
        {thumbs.map((photo, i) => (
          <button
            key={photo.src}
            type="button"
            data-photo={i + 1}
            className={`relative hidden aspect-[4/3] overflow-hidden rounded-xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sea-600 md:block ${!large && thumbs.length === 1 ? "md:row-span-2 md:aspect-auto" : ""}`}
            aria-label={t("thumb", { n: i + 2, count })}
          >
            <ResponsiveImage src={photo.src} alt="" fill sizes="25vw" className="object-cover" />
            {i === thumbs.length - 1 && count > thumbs.length + 1 && (
              <span className="absolute inset-0 flex items-center justify-center bg-black/50 text-lg font-semibold text-white">
                {t("more", { count: count - thumbs.length - 1 })}
              </span>
            )}
          </button>
        ))}
      </div>
      {count > 1 && (
        <button
          type="button"
          data-photo={0}
          className="mt-2 rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sea-600 md:hidden dark:border-slate-600 dark:hover:bg-slate-800"
        >
          {t("all", { count })}
        </button>
      )}
    </GalleryOpener>
  );
}
