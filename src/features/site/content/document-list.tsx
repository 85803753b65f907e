import { getTranslations } from "next-intl/server";
import type { Locale } from "@/i18n/locales";
import { formatNumber } from "@/lib/locale-format";
import { pageLocale } from "../i18n/page-locale";
import type { PublicDocument } from "@/shared/website";
import { fallbackLang } from "@/shared/localized-text";
import { formatContentDate } from "./format-date";
import { SolidIcon } from "@/components/ui/icon";

/** `1,2 MB`, `340 KB` (Turkish) / `1.2 MB` (English). */
export function formatFileSize(bytes: number, locale: Locale = "tr"): string {
  const format = (n: number) => formatNumber(n, locale, { maximumFractionDigits: 1 });
  if (bytes >= 1024 * 1024) return `${format(bytes / (1024 * 1024))} MB`;
  return `${format(Math.max(1, Math.round(bytes / 1024)))} KB`;
}

const isPdf = (mime: string) => mime === "application/pdf";

const fileName = (doc: PublicDocument, fallback: string) => {
  const ext = doc.url.split("?")[0]!.split(".").pop() ?? "";
  const base = doc.title
    .toLocaleLowerCase("tr-TR")
    .replace(/[^a-z0-9çğıöşü]+/g, "-")
    .replace(/^-|-$/g, "");
  return `${base || fallback}.${ext}`;
};

/** The company's documents, each with a download link naming its type and size. */
export async function DocumentList({ documents }: { documents: PublicDocument[] }) {
  const [t, locale] = await Promise.all([getTranslations("ContentDocuments"), pageLocale()]);
  const kindOf = (mime: string) => (isPdf(mime) ? t("pdf") : t("image"));
  return (
    <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
      {documents.map((doc) => (
        <li key={doc.id} className="flex flex-wrap items-center justify-between gap-4 p-5">
          <div className="flex min-w-0 items-center gap-4">
            <span
              aria-hidden="true"
              className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-sea-100 text-xs font-bold text-sea-700 dark:bg-slate-800 dark:text-sky-300"
            >
              {isPdf(doc.mime_type) ? "PDF" : "IMG"}
            </span>
            <div className="min-w-0">
              <h2
                lang={fallbackLang(doc, "title")}
                className="font-semibold break-words text-slate-900 dark:text-white"
              >
                {doc.title}
              </h2>
              <p className="text-sm text-slate-600 dark:text-slate-400">
                {kindOf(doc.mime_type)} · {formatFileSize(doc.size_bytes, locale)} ·{" "}
                <time dateTime={doc.created_at}>{formatContentDate(doc.created_at, locale)}</time>
              </p>
            </div>
          </div>
          <a
            href={doc.url}
            download={fileName(doc, t("fileName"))}
            aria-label={t("downloadLabel", {
              title: doc.title,
              kind: kindOf(doc.mime_type),
              size: formatFileSize(doc.size_bytes, locale),
            })}
            className="inline-flex items-center gap-1.5 rounded-md bg-sea-700 px-4 py-2 text-sm font-medium text-white hover:bg-sea-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sea-600"
          >
            <SolidIcon
              className="size-4"
              path="M10 2a1 1 0 0 1 1 1v8.6l2.3-2.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 1.4-1.4L9 11.6V3a1 1 0 0 1 1-1zM4 15a1 1 0 0 1 1 1v1h10v-1a1 1 0 1 1 2 0v2a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1v-2a1 1 0 0 1 1-1z"
            />
            {t("download")}
          </a>
        </li>
      ))}
    </ul>
  );
}
