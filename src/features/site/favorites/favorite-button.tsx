"use client";

import { useLocalStore } from "../storage/local-store";
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
      <svg
        viewBox="0 0 24 24"
        aria-hidden="true"
        className="size-5"
        fill={saved ? "currentColor" : "none"}
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d="M12 21s-7.5-4.6-9.6-9.2C1 8.6 3 5 6.5 5c2 0 3.4 1.1 4.2 2.3h2.6C14.1 6.1 15.5 5 17.5 5 21 5 23 8.6 21.6 11.8 19.5 16.4 12 21 12 21z" />
      </svg>
    </button>
  );
}
