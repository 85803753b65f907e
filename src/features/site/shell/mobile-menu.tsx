"use client";

import { usePathname } from "next/navigation";
import { useEffect, useId, useState } from "react";
import { CurrencySelect } from "../currency/currency-select";
import { ThemeToggle } from "../theme/theme-toggle";
import { typeHref } from "./nav-links";

type NavLink = { href: string; label: string };
type Labels = { open: string; close: string; menu: string; boatTypes: string; corporate: string };
import { StrokeIcon } from "@/components/ui/icon";
import { Link } from "@/i18n/navigation";

/**
 * spec §4: the mobile menu behind the hamburger; toggles open and closed, closes on navigation and Escape.
 * Its words come from the (server) header, so no catalogue namespace travels to the browser for it.
 */
export function MobileMenu({
  boatTypes,
  mainLinks,
  corporateLinks,
  labels,
}: {
  boatTypes: { id: number; name: string }[] | null;
  mainLinks: NavLink[];
  corporateLinks: NavLink[];
  labels: Labels;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const pathname = usePathname();
  // biome-ignore lint/correctness/useExhaustiveDependencies: close whenever the route changes
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setOpen(false);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

  const linkClass =
    "block rounded-md px-3 py-2 text-base hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-sea-600 dark:hover:bg-slate-800";
  return (
    <div className="lg:hidden">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? labels.close : labels.open}
        onClick={() => setOpen((v) => !v)}
        className="inline-flex size-10 items-center justify-center rounded-md hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sea-600 dark:hover:bg-slate-800"
      >
        <StrokeIcon className="size-6">
          {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
        </StrokeIcon>
      </button>
      <nav
        id={panelId}
        aria-label={labels.menu}
        hidden={!open}
        className="absolute inset-x-0 top-full z-40 max-h-[calc(100dvh-7rem)] overflow-y-auto border-t border-slate-200 bg-white px-4 pt-2 pb-6 shadow-xl dark:border-slate-800 dark:bg-slate-950"
      >
        {/* Its links only while open: closed, ~56 elements fewer for every page to send and hydrate (issue 33). */}
        {open && (
          <>
            <ul className="space-y-1">
              {mainLinks.map((link) => (
                <li key={link.href}>
                  <Link href={link.href} className={`${linkClass} font-semibold`} onClick={() => setOpen(false)}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
            {boatTypes && boatTypes.length > 0 && (
              <>
                <p className="mt-4 px-3 text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-300">
                  {labels.boatTypes}
                </p>
                <ul className="grid grid-cols-2 gap-1">
                  {boatTypes.map((type) => (
                    <li key={type.id}>
                      <Link href={typeHref(type.id)} className={linkClass} onClick={() => setOpen(false)}>
                        {type.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              </>
            )}
            <p className="mt-4 px-3 text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-300">
              {labels.corporate}
            </p>
            <ul className="grid grid-cols-2 gap-1">
              {corporateLinks.map((link) => (
                <li key={link.href}>
                  <Link href={link.href} className={linkClass} onClick={() => setOpen(false)}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
            <div className="mt-4 flex items-center gap-3 px-3">
              <CurrencySelect />
              <ThemeToggle />
            </div>
          </>
        )}
      </nav>
    </div>
  );
}
