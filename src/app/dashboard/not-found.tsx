import Link from "next/link";
import { buttonClass } from "@/components/ui/button";
import { ApplyStoredTheme } from "@/features/site/theme/apply-stored-theme";

/**
 * A dashboard address that does not exist (a mistyped address, an unknown settings section or website page turned
 * away by src/proxy.ts): a Turkish 404 in the dashboard's colours, with the way back.
 */
export default function DashboardNotFound() {
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-100 p-6 dark:bg-slate-950">
      <ApplyStoredTheme />
      <div className="max-w-md rounded-lg border border-slate-200 bg-white p-8 text-center shadow-sm dark:border-slate-700 dark:bg-slate-900">
        <p className="text-sm font-semibold text-sea-700 dark:text-sky-300">404</p>
        <h1 className="mt-2 text-2xl font-bold">Sayfa bulunamadı</h1>
        <p className="mt-2 text-slate-600 dark:text-slate-300">Aradığınız sayfa yok ya da adresi değişmiş.</p>
        <Link href="/dashboard" className={`mt-6 ${buttonClass("primary")}`}>
          Panele dön
        </Link>
      </div>
    </main>
  );
}
