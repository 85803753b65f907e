"use client";

import { useTranslations } from "next-intl";

/**
 * A public page that could not be built (in practice: the database is unreachable for a moment). The entry
 * answers it with 503 and Retry-After while the database is away (src/server/http/database-down-pages.ts).
 */
export default function SiteError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations("SiteError");
  return (
    <div className="mx-auto max-w-3xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-slate-900 dark:text-white">{t("title")}</h1>
      <p className="mt-4 text-slate-700 dark:text-slate-300">{t("text")}</p>
      <div className="mt-8 flex justify-center">
        <button
          type="button"
          onClick={() => reset()}
          className="rounded-md bg-sea-700 px-5 py-3 font-semibold text-white hover:bg-sea-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sea-600"
        >
          {t("retry")}
        </button>
      </div>
    </div>
  );
}
