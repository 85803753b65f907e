import type { PublicDocument } from "@/server/website/schemas";
import { formatTurkishDate } from "./format-date";
import { SolidIcon } from "@/components/ui/icon";

const sizeFormat = new Intl.NumberFormat("tr-TR", { maximumFractionDigits: 1 });

/** `1,2 MB`, `340 KB`. */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${sizeFormat.format(bytes / (1024 * 1024))} MB`;
  return `${sizeFormat.format(Math.max(1, Math.round(bytes / 1024)))} KB`;
}

const kindOf = (mime: string) => (mime === "application/pdf" ? "PDF" : "Görsel");

const fileName = (doc: PublicDocument) => {
  const ext = doc.url.split(".").pop() ?? "";
  const base = doc.title
    .toLocaleLowerCase("tr-TR")
    .replace(/[^a-z0-9çğıöşü]+/g, "-")
    .replace(/^-|-$/g, "");
  return `${base || "belge"}.${ext}`;
};

/** The company's documents, each with a download link naming its type and size. */
export function DocumentList({ documents }: { documents: PublicDocument[] }) {
  return (
    <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
      {documents.map((doc) => (
        <li key={doc.id} className="flex flex-wrap items-center justify-between gap-4 p-5">
          <div className="flex min-w-0 items-center gap-4">
            <span
              aria-hidden="true"
              className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-sea-100 text-xs font-bold text-sea-700 dark:bg-slate-800 dark:text-sky-300"
            >
              {kindOf(doc.mime_type) === "PDF" ? "PDF" : "IMG"}
            </span>
            <div className="min-w-0">
              <h2 className="font-semibold break-words text-slate-900 dark:text-white">{doc.title}</h2>
              <p className="text-sm text-slate-600 dark:text-slate-400">
                {kindOf(doc.mime_type)} · {formatFileSize(doc.size_bytes)} ·{" "}
                <time dateTime={doc.created_at}>{formatTurkishDate(doc.created_at)}</time>
              </p>
            </div>
          </div>
          <a
            href={doc.url}
            download={fileName(doc)}
            aria-label={`İndir: ${doc.title} (${kindOf(doc.mime_type)}, ${formatFileSize(doc.size_bytes)})`}
            className="inline-flex items-center gap-1.5 rounded-md bg-sea-700 px-4 py-2 text-sm font-medium text-white hover:bg-sea-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sea-600"
          >
            <SolidIcon
              className="size-4"
              path="M10 2a1 1 0 0 1 1 1v8.6l2.3-2.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 1.4-1.4L9 11.6V3a1 1 0 0 1 1-1zM4 15a1 1 0 0 1 1 1v1h10v-1a1 1 0 1 1 2 0v2a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1v-2a1 1 0 0 1 1-1z"
            />
            İndir
          </a>
        </li>
      ))}
    </ul>
  );
}
