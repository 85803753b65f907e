"use client";

import { useTranslations } from "next-intl";
import { useLocalStore } from "../storage/local-store";
import { Dropdown } from "@/components/ui/dropdown";
import { useToast } from "@/components/ui/toast";
import { favoritesStore, removeFavorite } from "./favorites-store";
import { HeartIcon } from "@/components/ui/icon";
import { SolidIcon } from "@/components/ui/icon";
import { useLocale } from "next-intl";
import { getPathname } from "@/i18n/navigation";

/** spec §2: the favourites dropdown; each boat opens in a new tab and has a remove button. */
export function FavoritesMenu() {
  const items = useLocalStore(favoritesStore);
  const toast = useToast();
  const t = useTranslations("ShellClient");
  const locale = useLocale();
  return (
    <Dropdown
      align="right"
      label={t("favoritesCount", { count: String(items.length) })}
      summaryClassName="relative size-10 justify-center px-0"
      panelClassName="w-72"
      summary={
        <>
          <HeartIcon />
          {items.length > 0 && (
            <span
              aria-hidden="true"
              className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-rose-600 px-1 text-center text-xs leading-5 font-semibold text-white"
            >
              {items.length}
            </span>
          )}
        </>
      }
    >
      <p className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-300">
        {t("favorites")}
      </p>
      {items.length === 0 ? (
        <p className="px-3 py-3 text-sm text-slate-700 dark:text-slate-300">{t("favoritesEmpty")}</p>
      ) : (
        <ul className="max-h-80 overflow-y-auto">
          {items.map((item) => (
            <li
              key={item.id}
              className="flex items-center gap-2 rounded-md px-2 py-1.5 hover:bg-slate-50 dark:hover:bg-slate-800"
            >
              <a
                href={getPathname({ href: `/boat/${item.slug}`, locale })}
                target="_blank"
                rel="noopener"
                className="flex min-w-0 flex-1 items-center gap-2 rounded text-sm font-medium focus-visible:outline-2 focus-visible:outline-sea-600"
              >
                {item.thumbnail ? (
                  // biome-ignore lint/performance/noImgElement: a small stored thumbnail
                  <img
                    src={item.thumbnail}
                    alt=""
                    width={40}
                    height={40}
                    className="size-10 shrink-0 rounded object-cover"
                  />
                ) : (
                  <span className="size-10 shrink-0 rounded bg-slate-200 dark:bg-slate-700" />
                )}
                <span className="truncate">{item.name}</span>
                <span className="sr-only">{t("newTab")}</span>
              </a>
              <button
                type="button"
                aria-label={t("removeFavorite", { name: item.name })}
                onClick={() => {
                  removeFavorite(item.id);
                  toast.success(t("favoriteRemoved"));
                }}
                className="inline-flex size-8 shrink-0 items-center justify-center rounded text-slate-600 hover:bg-slate-200 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-sea-600 dark:text-slate-300 dark:hover:bg-slate-700"
              >
                <SolidIcon
                  className="size-4"
                  path="M5.3 5.3a1 1 0 0 1 1.4 0L10 8.6l3.3-3.3a1 1 0 1 1 1.4 1.4L11.4 10l3.3 3.3a1 1 0 0 1-1.4 1.4L10 11.4l-3.3 3.3a1 1 0 0 1-1.4-1.4L8.6 10 5.3 6.7a1 1 0 0 1 0-1.4z"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </Dropdown>
  );
}
