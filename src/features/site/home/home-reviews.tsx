import { getTranslations } from "next-intl/server";
import { Link } from "@/i18n/navigation";
import type { HomeContent } from "@/shared/website";
import { Stars } from "../boats/stars";
import { HomeSection } from "./section";

/** The latest approved guest comments, each linking to its boat. */
export async function HomeReviews({ comments }: { comments: HomeContent["comments"] }) {
  if (comments.length === 0) return null;
  const t = await getTranslations("HomePage");
  return (
    <HomeSection id="yorumlar" title={t("reviews")}>
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {comments.map((comment) => (
          <li
            key={`${comment.created_at}|${comment.name}`}
            className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
          >
            <Stars rating={comment.rating} />
            {/* Guests write in their own language: an English page marks a Turkish review as such. */}
            <blockquote lang={comment.language} className="mt-3 flex-1 text-slate-700 dark:text-slate-300">
              “{comment.body}”
            </blockquote>
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
  );
}
