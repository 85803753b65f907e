/** What staff write instead of a number where a text names the deposit rate (filled from the setting when shown). */
export const RATE_PLACEHOLDER_HINT =
  "Kapora oranını elle yazmayın: %{{deposit_percent}} Ayarlar › Site'deki kapora oranını, %{{balance_percent}} kalan oranı gösterir.";

export function RatePlaceholderHint() {
  return <p className="text-xs text-slate-600 dark:text-slate-400">{RATE_PLACEHOLDER_HINT}</p>;
}
