"use client";

/** The side menu (desktop column / mobile drawer content): links by role, collapsible groups, badges, logout. */
import { DashboardLink as Link } from "@/features/dashboard/dashboard-link";
import { usePathname } from "next/navigation";
import { useState } from "react";
import { CountBadge } from "@/components/ui/badge";
import { focusRing } from "@/components/ui/button";
import { NETWORK_ERROR } from "../api/client";
import { useSession } from "../session/session-context";
import { ACCOUNT_HREF, isActive, isGroup, type MenuGroup, type MenuLink, menuFor } from "./menu";
import type { Counts } from "./use-counts";

const badgeLabels = {
  reservationCount: "yeni rezervasyon",
  contactCount: "okunmamış mesaj",
  requestCount: "yanıt bekleyen talep",
  attentionCount: "ilgilenilmesi gereken ödeme",
} as const;

function MenuItem({ link, pathname, counts }: { link: MenuLink; pathname: string; counts: Counts | null }) {
  const active = isActive(link.href, pathname);
  return (
    <li>
      <Link
        href={link.href}
        aria-current={active ? "page" : undefined}
        className={`flex items-center gap-2 rounded-md px-3 py-2 text-sm ${focusRing} ${
          active ? "bg-sea-700 font-semibold text-white" : "text-slate-200 hover:bg-white/10 hover:text-white"
        }`}
      >
        <span>{link.label}</span>
        {link.badge && counts ? <CountBadge count={counts[link.badge]} label={badgeLabels[link.badge]} /> : null}
      </Link>
    </li>
  );
}

function Group({ group, pathname, counts }: { group: MenuGroup; pathname: string; counts: Counts | null }) {
  const containsActive = group.items.some((item) => isActive(item.href, pathname));
  const [open, setOpen] = useState(containsActive);
  const id = `menu-group-${group.label.replace(/\s+/g, "-")}`;
  const badgeTotal = counts ? group.items.reduce((sum, item) => sum + (item.badge ? counts[item.badge] : 0), 0) : 0;
  return (
    <li>
      <button
        type="button"
        aria-expanded={open || containsActive}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
        className={`flex w-full items-center gap-2 rounded-md px-3 py-2 text-left text-sm font-semibold text-slate-100 hover:bg-white/10 ${focusRing}`}
      >
        <span aria-hidden="true" className="w-3 text-xs">
          {open || containsActive ? "▾" : "▸"}
        </span>
        <span>{group.label}</span>
        {!(open || containsActive) && badgeTotal > 0 ? <CountBadge count={badgeTotal} label="yeni kayıt" /> : null}
      </button>
      <ul id={id} hidden={!(open || containsActive)} className="mt-1 ml-4 space-y-0.5 border-l border-white/10 pl-2">
        {group.items.map((item) => (
          <MenuItem key={item.href} link={item} pathname={pathname} counts={counts} />
        ))}
      </ul>
    </li>
  );
}

export function SideMenu({ counts, countsFailed }: { counts: Counts | null; countsFailed: boolean }) {
  const { session, logout } = useSession();
  const pathname = usePathname() ?? "/dashboard";
  return (
    <div className="flex h-full flex-col">
      <div className="px-4 py-4">
        <Link href="/dashboard" className={`text-lg font-bold text-white ${focusRing}`}>
          ⚓ Liman
        </Link>
      </div>
      <nav aria-label="Yönetim menüsü" className="flex-1 overflow-y-auto px-2 pb-4">
        {countsFailed ? (
          <p role="alert" className="mx-1 mb-2 rounded bg-red-900/60 px-3 py-2 text-xs text-red-100">
            {NETWORK_ERROR}
          </p>
        ) : null}
        <ul className="space-y-0.5">
          {menuFor(session.user_role).map((entry) =>
            isGroup(entry) ? (
              <Group key={entry.label} group={entry} pathname={pathname} counts={counts} />
            ) : (
              <MenuItem key={entry.href} link={entry} pathname={pathname} counts={counts} />
            ),
          )}
        </ul>
      </nav>
      <div className="space-y-2 border-t border-white/10 p-3">
        <Link
          href={ACCOUNT_HREF}
          aria-current={isActive(ACCOUNT_HREF, pathname) ? "page" : undefined}
          className={`block rounded-md px-3 py-2 text-center text-sm text-slate-200 hover:bg-white/10 hover:text-white ${focusRing}`}
        >
          Hesap güvenliği
        </Link>
        <button
          type="button"
          onClick={logout}
          className={`w-full rounded-md border border-white/30 px-3 py-2 text-sm font-medium text-white hover:bg-white/10 ${focusRing}`}
        >
          Çıkış Yap
        </button>
      </div>
    </div>
  );
}
