import Link from "next/link";

const pagerLink =
  "rounded-md border border-slate-300 px-4 py-2 text-sm font-medium hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sea-600 dark:border-slate-600 dark:hover:bg-slate-800";

/** Previous/next links between pages of a public list (`?sayfa=N`): crawlable, no JavaScript needed. */
export function LinkPager({ basePath, page, pages }: { basePath: string; page: number; pages: number }) {
  if (pages <= 1) return null;
  const href = (n: number) => (n <= 1 ? basePath : `${basePath}?sayfa=${n}`);
  return (
    <nav aria-label="Sayfalama" className="mt-10 flex items-center justify-between gap-4">
      {page > 1 ? (
        <Link href={href(page - 1)} rel="prev" className={pagerLink}>
          ‹ Önceki
        </Link>
      ) : (
        <span />
      )}
      <span className="text-sm text-slate-600 dark:text-slate-400" aria-current="page">
        Sayfa {page} / {pages}
      </span>
      {page < pages ? (
        <Link href={href(page + 1)} rel="next" className={pagerLink}>
          Sonraki ›
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
