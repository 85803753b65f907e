"use client";

/**
 * Accessible tabs (WAI-ARIA tabs pattern): `tabs` = [{ id, label }], controlled `value` + `onChange`;
 * Left/Right/Home/End move between tabs; render the active panel as children (it gets role="tabpanel").
 */
import { useId, useRef } from "react";
import { focusRing } from "./button";

export type TabItem = { id: string; label: string };

export function Tabs({
  tabs,
  value,
  onChange,
  label,
  children,
}: {
  tabs: TabItem[];
  value: string;
  onChange: (id: string) => void;
  label: string;
  children: React.ReactNode;
}) {
  const base = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const index = Math.max(
    0,
    tabs.findIndex((t) => t.id === value),
  );

  function move(to: number) {
    const next = (to + tabs.length) % tabs.length;
    const tab = tabs[next];
    if (!tab) return;
    onChange(tab.id);
    refs.current[next]?.focus();
  }

  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        className="flex gap-1 overflow-x-auto border-b border-slate-200 dark:border-slate-700"
      >
        {tabs.map((tab, i) => {
          const selected = i === index;
          return (
            <button
              key={tab.id}
              ref={(el) => {
                refs.current[i] = el;
              }}
              type="button"
              role="tab"
              id={`${base}-tab-${tab.id}`}
              aria-selected={selected}
              aria-controls={`${base}-panel`}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(tab.id)}
              onKeyDown={(e) => {
                if (e.key === "ArrowRight") move(i + 1);
                else if (e.key === "ArrowLeft") move(i - 1);
                else if (e.key === "Home") move(0);
                else if (e.key === "End") move(tabs.length - 1);
                else return;
                e.preventDefault();
              }}
              className={`-mb-px border-b-2 px-3 py-2 text-sm font-medium whitespace-nowrap ${focusRing} ${
                selected
                  ? "border-sea-700 text-sea-700 dark:border-sky-400 dark:text-sky-300"
                  : "border-transparent text-slate-600 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white"
              }`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`${base}-panel`} aria-labelledby={`${base}-tab-${tabs[index]?.id}`} className="pt-4">
        {children}
      </div>
    </div>
  );
}
