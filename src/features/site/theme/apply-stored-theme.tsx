"use client";

import { useEffect } from "react";
import { applyTheme, themeStore } from "./theme-store";

/**
 * For a 404 page: Next writes the layout's inline theme script only into the page's data there, never as a
 * `<script>` tag of the HTML, so it does not run before the paint. This applies the stored theme (or the system's)
 * once the page is hydrated instead.
 */
export function ApplyStoredTheme() {
  useEffect(() => {
    const stored = themeStore.read();
    applyTheme(stored ?? (window.matchMedia?.("(prefers-color-scheme: dark)").matches ? "dark" : "light"));
  }, []);
  return null;
}
