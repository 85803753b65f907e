"use client";

import { createLocalStore } from "../storage/local-store";
import { THEME_STORAGE_KEY } from "./theme-key";

/** spec §9: the theme (dark or light), stored under `platoboat-theme` and applied as the `dark` class on <html>. */
export { THEME_STORAGE_KEY } from "./theme-key";
export type Theme = "dark" | "light";

export const themeStore = createLocalStore<Theme | null>(
  THEME_STORAGE_KEY,
  (raw) => (raw === "dark" || raw === "light" ? raw : undefined),
  null,
);

export function applyTheme(theme: Theme): void {
  document.documentElement.classList.toggle("dark", theme === "dark");
  document.documentElement.style.colorScheme = theme;
}

export function setTheme(theme: Theme): void {
  themeStore.write(theme, (v) => v ?? "light");
  applyTheme(theme);
}
