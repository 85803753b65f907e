/** Small coloured label: `tone` neutral | info | success | warning | danger (e.g. reservation status). */
export type Tone = "neutral" | "info" | "success" | "warning" | "danger";

const tones: Record<Tone, string> = {
  neutral: "bg-slate-100 text-slate-800 dark:bg-slate-700 dark:text-slate-100",
  info: "bg-sky-100 text-sky-900 dark:bg-sky-900 dark:text-sky-100",
  success: "bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100",
  warning: "bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100",
  danger: "bg-red-100 text-red-900 dark:bg-red-900 dark:text-red-100",
};

export function Badge({ tone = "neutral", children }: { tone?: Tone; children: React.ReactNode }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ${tones[tone]}`}
    >
      {children}
    </span>
  );
}

/** The red count bubble of the side menu (spec §6): rendered only when count > 0. */
export function CountBadge({ count, label }: { count: number; label: string }) {
  if (!(count > 0)) return null;
  return (
    <span className="ml-auto inline-flex min-w-5 items-center justify-center rounded-full bg-red-600 px-1.5 text-xs font-bold text-white">
      {count}
      <span className="sr-only"> {label}</span>
    </span>
  );
}
