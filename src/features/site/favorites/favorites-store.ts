"use client";

import { createLocalStore } from "../storage/local-store";

/** spec §3: a saved boat, kept under `platoboat-favorites`. */
export type FavoriteItem = { id: number; slug: string; name: string; thumbnail: string | null };

export const FAVORITES_STORAGE_KEY = "platoboat-favorites";

function parseFavorites(raw: string): FavoriteItem[] | undefined {
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return undefined;
    return value.filter(
      (item): item is FavoriteItem =>
        typeof item === "object" &&
        item !== null &&
        typeof item.id === "number" &&
        typeof item.slug === "string" &&
        typeof item.name === "string",
    );
  } catch {
    return undefined;
  }
}

const EMPTY: FavoriteItem[] = [];
export const favoritesStore = createLocalStore<FavoriteItem[]>(FAVORITES_STORAGE_KEY, parseFavorites, EMPTY);

export const FAVORITE_ADDED = "Boat favorilere eklendi.";
export const FAVORITE_REMOVED = "Boat favorilerden kaldırıldı.";
export const FAVORITES_EMPTY = "Favorilere eklenmiş tekneniz yok.";

export function removeFavorite(id: number): void {
  favoritesStore.write(favoritesStore.read().filter((item) => item.id !== id));
}

/** spec §4: adds the boat when absent, removes it when present; answers whether it is now saved. */
export function toggleFavorite(item: FavoriteItem): boolean {
  const list = favoritesStore.read();
  if (list.some((f) => f.id === item.id)) {
    removeFavorite(item.id);
    return false;
  }
  favoritesStore.write([...list, item]);
  return true;
}
