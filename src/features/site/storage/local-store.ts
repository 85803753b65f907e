"use client";

import { useSyncExternalStore } from "react";

/**
 * A value kept in localStorage under one key, shared by every component that reads it, kept in step across
 * tabs (the `storage` event) and within the tab. The server (and the first client render) sees `fallback`,
 * so hydration never mismatches; the stored value shows right after.
 */
export function createLocalStore<T>(key: string, parse: (raw: string) => T | undefined, fallback: T) {
  const listeners = new Set<() => void>();
  let cachedRaw: string | null | undefined;
  let cachedValue: T = fallback;

  function read(): T {
    let raw: string | null = null;
    try {
      raw = window.localStorage.getItem(key);
    } catch {
      raw = null;
    }
    if (raw !== cachedRaw) {
      cachedRaw = raw;
      cachedValue = raw === null ? fallback : (parse(raw) ?? fallback);
    }
    return cachedValue;
  }

  function subscribe(listener: () => void): () => void {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => {
      if (event.key === key || event.key === null) listener();
    };
    window.addEventListener("storage", onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener("storage", onStorage);
    };
  }

  function write(value: T, serialise: (v: T) => string = JSON.stringify): void {
    try {
      window.localStorage.setItem(key, serialise(value));
    } catch {
      // Storage full or disabled (private mode): keep the value for this page only.
      cachedRaw = serialise(value);
      cachedValue = value;
    }
    for (const listener of listeners) listener();
  }

  return { key, read, write, subscribe, fallback };
}

export type LocalStore<T> = ReturnType<typeof createLocalStore<T>>;

/** The store's current value; re-renders when it changes (in this tab or another). */
export function useLocalStore<T>(store: LocalStore<T>): T {
  return useSyncExternalStore(store.subscribe, store.read, () => store.fallback);
}
