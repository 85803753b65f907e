/** The title band of a content page: a heading and an optional lead sentence. */
export function PageHeader({
  title,
  lead,
  lang,
  children,
}: {
  title: string;
  lead?: string;
  /** Set when the title is not in the page's language (a Turkish text on the English site). */
  lang?: string;
  children?: React.ReactNode;
}) {
  return (
    <div className="border-b border-slate-200 bg-sea-50 dark:border-slate-800 dark:bg-slate-900">
      <div className="mx-auto max-w-7xl px-4 py-10 sm:py-14">
        <h1 lang={lang} className="text-3xl font-bold tracking-tight text-sea-900 sm:text-4xl dark:text-white">
          {title}
        </h1>
        {lead && <p className="mt-3 max-w-3xl text-lg text-slate-700 dark:text-slate-300">{lead}</p>}
        {children}
      </div>
    </div>
  );
}
