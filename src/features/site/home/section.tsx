import { Link } from "@/i18n/navigation";

/** A titled band of the home page with an optional "see all" link. */
export function HomeSection({
  id,
  title,
  lead,
  more,
  children,
  tone = "plain",
}: {
  id: string;
  title: string;
  lead?: string;
  more?: { href: string; label: string };
  children: React.ReactNode;
  tone?: "plain" | "tinted";
}) {
  return (
    <section aria-labelledby={id} className={tone === "tinted" ? "bg-sea-50 dark:bg-slate-900/60" : ""}>
      <div className="mx-auto max-w-7xl px-4 py-12 sm:py-16">
        <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 id={id} className="text-2xl font-bold tracking-tight text-sea-900 sm:text-3xl dark:text-white">
              {title}
            </h2>
            {lead && <p className="mt-2 max-w-2xl text-slate-600 dark:text-slate-300">{lead}</p>}
          </div>
          {more && (
            <Link
              href={more.href}
              className="rounded-md text-sm font-semibold text-sea-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sea-600 dark:text-sky-300"
            >
              {more.label} →
            </Link>
          )}
        </div>
        {children}
      </div>
    </section>
  );
}
