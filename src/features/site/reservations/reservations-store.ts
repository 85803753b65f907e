"use client";

import { createLocalStore } from "../storage/local-store";

/** A reservation made from this browser: what /enquire (Rezervasyonlarım) needs to look it up again. */
export type StoredReservation = { code: string; email: string; boat_name: string; created_at: string };

export const RESERVATIONS_STORAGE_KEY = "platoboat-reservations";

function parse(raw: string): StoredReservation[] | undefined {
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return undefined;
    return value.filter(
      (r): r is StoredReservation =>
        typeof r === "object" && r !== null && typeof r.code === "string" && typeof r.email === "string",
    );
  } catch {
    return undefined;
  }
}

const EMPTY: StoredReservation[] = [];
export const reservationsStore = createLocalStore<StoredReservation[]>(RESERVATIONS_STORAGE_KEY, parse, EMPTY);

export function rememberReservation(entry: StoredReservation): void {
  const others = reservationsStore.read().filter((r) => r.code !== entry.code);
  reservationsStore.write([entry, ...others].slice(0, 50));
}

export function forgetReservation(code: string): void {
  reservationsStore.write(reservationsStore.read().filter((r) => r.code !== code));
}
