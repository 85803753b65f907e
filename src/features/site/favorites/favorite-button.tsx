"use client";

import { useLocalStore } from "../storage/local-store";
import { HeartIcon } from "@/components/ui/icon";
import { useToast } from "@/components/ui/toast";
import { FAVORITE_ADDED, FAVORITE_REMOVED, type FavoriteItem, favoritesStore, toggleFavorite } from "./favorites-store";

/** The heart on a boat card or page: toggles the boat in the favourites with the spec's toasts. */
export function FavoriteButton({ item, className = "" }: { item: FavoriteItem; className?: string }) {
  const toast = useToast();
  const saved = useLocalStore(favoritesStore).some((f) => f.id === item.id);
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={saved ? `${item.name} favorilerden çıkar` : `${item.name} favorilere ekle`}
      title={saved ? "Favorilerden çıkar" : "Favorilere ekle"}
      onClick={(event) => {
        event.preventDefault();
        event.stopPropagation();
        toast.success(toggleFavorite(item) ? FAVORITE_ADDED : FAVORITE_REMOVED);
      }}
      className={`inline-flex size-10 items-center justify-center rounded-full bg-white/90 text-rose-600 shadow ring-1 ring-slate-200 transition hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sea-600 dark:bg-slate-900/90 dark:text-rose-400 dark:ring-slate-700 ${className}`}
    >
      <HeartIcon filled={saved} />
    </button>
  );
}
