import { useTranslations } from "next-intl";
import { monthYear, useSiteLocale } from "./boat-locale";
import type { PublicBoat } from "@/shared/public-boat";
import { Stars } from "../boats/stars";
import { sectionTitle } from "./section-title";

/** The boat's approved guest comments, newest first, each dated by month in Türkiye. */
export function BoatComments({ boat }: { boat: PublicBoat }) {
  const t = useTranslations("BoatComments");
  const locale = useSiteLocale();
  return (
    <section aria-labelledby="yorumlar">
      <h2 id="yorumlar" className={`${sectionTitle} mb-4`}>
        {boat.rating.count > 0 ? t("titleCount", { count: boat.rating.count }) : t("title")}
      </h2>
      {boat.comments.length === 0 ? (
        <p className="text-slate-700 dark:text-slate-300">{t("none")}</p>
      ) : (
        <ul className="space-y-4">
          {boat.comments.map((comment) => (
            <li
              key={`${comment.created_at}|${comment.name}`}
              className="rounded-xl border border-slate-200 p-4 dark:border-slate-800"
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="font-semibold text-slate-900 dark:text-white">
                  {comment.name}
                  {comment.verified_stay && (
                    <span className="ml-2 rounded-full bg-emerald-50 px-2 py-0.5 align-middle text-xs font-medium text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200">
                      {t("verified")}
                    </span>
                  )}
                </p>
                <Stars rating={comment.rating} />
              </div>
              {/* Guests write in their own language: an English page marks a Turkish review as such. */}
              <p lang={comment.language} className="mt-2 text-slate-700 dark:text-slate-300">
                {comment.body}
              </p>
              <time dateTime={comment.created_at} className="mt-2 block text-xs text-slate-600 dark:text-slate-400">
                {monthYear(comment.created_at, locale)}
              </time>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
