"use client";

/**
 * The frame of every panel page (not the login): session gate + loading placeholder, the side menu on
 * desktop, a hamburger drawer on mobile, and the header "Admin Paneli" with the welcome message.
 * Also provides ConfirmProvider so screens can call useConfirm().
 */
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useEffect, useState } from "react";
import { focusRing } from "@/components/ui/button";
import { ConfirmProvider } from "@/components/ui/confirm";
import { dropSessionAndReload } from "../api/client";
import { SessionProvider, useSession } from "../session/session-context";
import { canVisit } from "./menu";
import { SideMenu } from "./side-menu";
import { useCounts } from "./use-counts";
import { useOutboxRunner } from "../quay/use-outbox-runner";
import { StrokeIcon } from "@/components/ui/icon";
import { ThemeSwitch } from "@/features/site/theme/theme-switch";

/** The dashboard is Turkish only: the site's catalogue words for the same button. */
const THEME_LABELS = { name: "Koyu tema", toLight: "Açık temaya geç", toDark: "Koyu temaya geç" };

function Frame({ children }: { children: React.ReactNode }) {
  const { session } = useSession();
  const { counts, failed } = useCounts();
  // Check-ins and check-outs made without a connection are sent from whichever page is open when it returns.
  useOutboxRunner();
  const [menuOpen, setMenuOpen] = useState(false);
  const pathname = usePathname();
  // An OWNER on an ADMIN-only page never sees it: treated like the 403 its first read would get (spec §4).
  const allowed = canVisit(session.user_role, pathname ?? "/dashboard");

  useEffect(() => {
    if (!allowed) dropSessionAndReload();
  }, [allowed]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: close the drawer whenever the page changes
  useEffect(() => setMenuOpen(false), [pathname]);
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && setMenuOpen(false);
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [menuOpen]);

  return (
    <div className="min-h-screen bg-slate-100 dark:bg-slate-950">
      <a
        href="#dashboard-main"
        className="sr-only z-50 rounded bg-white px-3 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        İçeriğe geç
      </a>
      <aside className="fixed inset-y-0 left-0 hidden w-64 bg-sea-900 lg:block">
        <SideMenu counts={counts} countsFailed={failed} />
      </aside>
      {menuOpen ? (
        <div className="fixed inset-0 z-40 lg:hidden">
          <button
            type="button"
            aria-label="Menüyü kapat"
            className="absolute inset-0 bg-slate-900/60"
            onClick={() => setMenuOpen(false)}
          />
          <aside
            id="dashboard-mobile-menu"
            className="absolute inset-y-0 left-0 w-72 max-w-[85vw] bg-sea-900 shadow-xl"
          >
            <SideMenu counts={counts} countsFailed={failed} />
          </aside>
        </div>
      ) : null}
      <div className="lg:pl-64">
        <header className="sticky top-0 z-30 flex items-center gap-3 border-b border-slate-200 bg-white px-4 py-3 dark:border-slate-800 dark:bg-slate-900">
          <button
            type="button"
            className={`rounded-md p-2 text-slate-700 hover:bg-slate-100 lg:hidden dark:text-slate-200 dark:hover:bg-slate-800 ${focusRing}`}
            aria-label="Menüyü aç"
            aria-expanded={menuOpen}
            aria-controls="dashboard-mobile-menu"
            onClick={() => setMenuOpen(true)}
          >
            <StrokeIcon className="size-6">
              <path d="M4 6h16M4 12h16M4 18h16" />
            </StrokeIcon>
          </button>
          <div className="min-w-0">
            <p className="text-lg leading-tight font-bold">Admin Paneli</p>
            <p className="truncate text-sm text-slate-600 dark:text-slate-300">Hoş geldiniz, {session.user_name}</p>
          </div>
          <Link
            href="/dashboard/account"
            aria-current={pathname === "/dashboard/account" ? "page" : undefined}
            className={`ml-auto shrink-0 rounded-md px-3 py-2 text-sm font-medium text-sea-700 hover:bg-slate-100 dark:text-sea-100 dark:hover:bg-slate-800 ${focusRing}`}
          >
            Hesabım
          </Link>
          <ThemeSwitch labels={THEME_LABELS} className={`shrink-0 text-slate-700 dark:text-slate-200 ${focusRing}`} />
        </header>
        <main id="dashboard-main" className="mx-auto max-w-7xl p-4 sm:p-6">
          {allowed ? (
            children
          ) : (
            <p role="status" className="text-slate-600">
              Yükleniyor…
            </p>
          )}
        </main>
      </div>
    </div>
  );
}

export function DashboardShell({ children }: { children: React.ReactNode }) {
  return (
    <SessionProvider>
      <ConfirmProvider>
        <Frame>{children}</Frame>
      </ConfirmProvider>
    </SessionProvider>
  );
}
