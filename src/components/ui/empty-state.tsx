/** Friendly "nothing here" box for empty lists, with an optional action (e.g. a "Yeni ekle" button). */
export function EmptyState({
  title,
  description,
  action,
}: {
  title: string;
  description?: string;
  action?: React.ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-2 px-4 py-10 text-center">
      <p className="font-medium text-slate-700 dark:text-slate-200">{title}</p>
      {description ? <p className="text-sm text-slate-600 dark:text-slate-400">{description}</p> : null}
      {action}
    </div>
  );
}
