"use client";

import { useTranslations } from "next-intl";
import { ThemeSwitch } from "./theme-switch";

/** spec §2: the site's dark mode toggle, in the page's language. */
export function ThemeToggle({ className = "" }: { className?: string }) {
  const t = useTranslations("ShellClient");
  return (
    <ThemeSwitch labels={{ name: t("darkTheme"), toLight: t("toLight"), toDark: t("toDark") }} className={className} />
  );
}
