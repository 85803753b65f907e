"use client";

import { type ReactNode, useEffect, useRef, useState } from "react";

/** How long after the page's load a widget that was never scrolled to is loaded anyway (when the browser idles). */
const IDLE_FALLBACK_MS = 3000;

/**
 * An on-demand island (issue 17): renders `children` (a lazily loaded widget) only when its place comes near the
 * viewport, when `now` turns true (the user needs it already), or once the browser idles well after the load; until
 * then a box of the same `minHeight` holds the place, so nothing shifts when the widget arrives.
 */
export function WhenVisible({
  children,
  minHeight,
  fallback = null,
  now = false,
}: {
  children: ReactNode;
  minHeight: string;
  fallback?: ReactNode;
  now?: boolean;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [seen, setSeen] = useState(false);
  // Once shown, a widget stays: `now` turning false again (the dates cleared) must not drop what it holds.
  const shown = seen || now;
  useEffect(() => {
    if (now) setSeen(true);
  }, [now]);
  useEffect(() => {
    if (shown) return;
    const show = () => setSeen(true);
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && show(), {
      rootMargin: "400px 0px",
    });
    if (box.current) observer.observe(box.current);
    let idle: number | undefined;
    const timer = window.setTimeout(() => {
      idle = "requestIdleCallback" in window ? window.requestIdleCallback(show, { timeout: 2000 }) : undefined;
      if (idle === undefined) show();
    }, IDLE_FALLBACK_MS);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
      if (idle !== undefined) window.cancelIdleCallback(idle);
    };
  }, [shown]);
  return (
    <div ref={box} style={{ minHeight }}>
      {shown ? children : fallback}
    </div>
  );
}
