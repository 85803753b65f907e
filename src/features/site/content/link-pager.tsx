import { getTranslations } from "next-intl/server";
import { Link } from "@/i18n/navigation";

const pagerLink =
  "rounded-md border border-slate-300 px-4 py-2 text-sm font-medium hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sea-600 dark:border-slate-600 dark:hover:bg-slate-800";

/** Previous/next links between pages of a public list (`?sayfa=N`): crawlable, no JavaScript needed. */
export async function LinkPager({ basePath, page, pages }: { basePath: string; page: number; pages: number }) {
  if (pages <= 1) return null;
  const t = await getTranslations("ContentPager");
  const href = (n: number) => (n <= 1 ? basePath : `${basePath}?sayfa=${n}`);
  return (
    <nav aria-label={t("label")} className="mt-10 flex items-center justify-between gap-4">
      {page > 1 ? (
        <Link href={href(page - 1)} rel="prev" className={pagerLink}>
          {t("previous")}
        </Link>
      ) : (
        <span />
      )}
      <span className="text-sm text-slate-600 dark:text-slate-400" aria-current="page">
        {t("page", { page: String(page), pages: String(pages) })}
      </span>
      {page < pages ? (
        <Link href={href(page + 1)} rel="next" className={pagerLink}>
          {t("next")}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
