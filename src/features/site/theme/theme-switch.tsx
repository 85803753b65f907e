"use client";

import { useSyncExternalStore } from "react";
import { StrokeIcon } from "@/components/ui/icon";
import { setTheme } from "./theme-store";

function subscribe(listener: () => void) {
  const observer = new MutationObserver(listener);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ["class"] });
  return () => observer.disconnect();
}
const isDark = () => document.documentElement.classList.contains("dark");

export type ThemeSwitchLabels = { name: string; toLight: string; toDark: string };

/**
 * The dark mode button of the site's header and of the dashboard's: the choice is stored (`platoboat-theme`) and
 * applied before the first paint of the next load (theme-script.tsx). The labels come from the caller's language.
 */
export function ThemeSwitch({ labels, className = "" }: { labels: ThemeSwitchLabels; className?: string }) {
  const dark = useSyncExternalStore(subscribe, isDark, () => false);
  return (
    <button
      type="button"
      aria-pressed={dark}
      aria-label={labels.name}
      title={dark ? labels.toLight : labels.toDark}
      onClick={() => setTheme(dark ? "light" : "dark")}
      className={`inline-flex size-10 items-center justify-center rounded-md hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sea-600 dark:hover:bg-slate-800 ${className}`}
    >
      {dark ? (
        <StrokeIcon>
          <circle cx="12" cy="12" r="4" />
          <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
        </StrokeIcon>
      ) : (
        <StrokeIcon>
          <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
        </StrokeIcon>
      )}
    </button>
  );
}
