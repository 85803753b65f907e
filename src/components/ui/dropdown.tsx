"use client";

import { useEffect, useRef } from "react";
import { SolidIcon } from "./icon";

/**
 * A disclosure dropdown built on <details>/<summary>: it opens without JavaScript too. With JavaScript it also
 * closes on Escape (focus back on its button), on a click outside and when focus leaves it.
 */
export function Dropdown({
  label,
  summary,
  children,
  align = "left",
  panelClassName = "",
  className = "",
  summaryClassName = "",
}: {
  /** Accessible name of the button when `summary` is an icon. */
  label?: string;
  summary: React.ReactNode;
  children: React.ReactNode;
  align?: "left" | "right";
  panelClassName?: string;
  className?: string;
  summaryClassName?: string;
}) {
  const ref = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    const close = () => {
      details.open = false;
    };
    const onPointer = (event: PointerEvent) => {
      if (details.open && !details.contains(event.target as Node)) close();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape" && details.open) {
        close();
        details.querySelector("summary")?.focus();
      }
    };
    const onFocusOut = (event: FocusEvent) => {
      if (details.open && event.relatedTarget && !details.contains(event.relatedTarget as Node)) close();
    };
    const onClick = (event: MouseEvent) => {
      // Following a link inside closes the menu (client navigation keeps the header mounted).
      if ((event.target as HTMLElement).closest("a")) close();
    };
    document.addEventListener("pointerdown", onPointer);
    details.addEventListener("keydown", onKey);
    details.addEventListener("focusout", onFocusOut);
    details.addEventListener("click", onClick);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      details.removeEventListener("keydown", onKey);
      details.removeEventListener("focusout", onFocusOut);
      details.removeEventListener("click", onClick);
    };
  }, []);
  return (
    <details ref={ref} className={`group relative ${className}`}>
      <summary
        aria-label={label}
        className={`flex cursor-pointer list-none items-center gap-1 rounded-md px-2 py-2 text-sm font-medium select-none hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sea-600 dark:hover:bg-slate-800 [&::-webkit-details-marker]:hidden ${summaryClassName}`}
      >
        {summary}
      </summary>
      <div
        className={`absolute top-full z-40 mt-1 min-w-56 rounded-lg border border-slate-200 bg-white p-1 shadow-xl dark:border-slate-700 dark:bg-slate-900 ${align === "right" ? "right-0" : "left-0"} ${panelClassName}`}
      >
        {children}
      </div>
    </details>
  );
}

export function Chevron() {
  return (
    <SolidIcon
      className="size-4 transition group-open:rotate-180"
      path="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4z"
    />
  );
}
