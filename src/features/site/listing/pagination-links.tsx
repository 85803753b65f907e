import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";

const base =
  "inline-flex h-10 min-w-10 items-center justify-center rounded-md border px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sea-600";
const idle = `${base} border-slate-300 hover:bg-slate-50 dark:border-slate-600 dark:hover:bg-slate-800`;
const current = `${base} border-sea-700 bg-sea-700 text-white`;

/** Numbered page links (`sayfa=N`), crawlable and usable without JavaScript. */
export function PaginationLinks({
  page,
  pages,
  href,
}: {
  page: number;
  pages: number;
  href: (page: number) => string;
}) {
  const t = useTranslations("ListingPagination");
  if (pages <= 1) return null;
  const shown = [...new Set([1, page - 1, page, page + 1, pages])]
    .filter((n) => n >= 1 && n <= pages)
    .sort((a, b) => a - b);
  return (
    <nav aria-label={t("label")} className="mt-10 flex flex-wrap items-center justify-center gap-2">
      {page > 1 && (
        <Link href={href(page - 1)} rel="prev" className={idle}>
          {t("previous")}
        </Link>
      )}
      {shown.map((n, i) => (
        <span key={n} className="contents">
          {i > 0 && n - shown[i - 1]! > 1 && <span aria-hidden="true">…</span>}
          <Link href={href(n)} aria-current={n === page ? "page" : undefined} className={n === page ? current : idle}>
            <span className="sr-only">{t("page")}</span>
            {n}
          </Link>
        </span>
      ))}
      {page < pages && (
        <Link href={href(page + 1)} rel="next" className={idle}>
          {t("next")}
        </Link>
      )}
    </nav>
  );
}
