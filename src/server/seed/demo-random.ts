import "server-only";
/** A seeded pseudo-random source (mulberry32), so the demo looks the same at every start. */
export type Random = {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** True with the given probability. */
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** `count` distinct items, in random order. */
  sample<T>(items: readonly T[], count: number): T[];
  /** 24 lower-case hex characters (storage keys). */
  hex(): string;
};

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error("pick from an empty list");
    return items[int(0, items.length - 1)]!;
  };
  const sample = <T>(items: readonly T[], count: number): T[] => {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = int(0, i);
      [copy[i], copy[j]] = [copy[j]!, copy[i]!];
    }
    return copy.slice(0, count);
  };
  const hex = () => Array.from({ length: 24 }, () => int(0, 15).toString(16)).join("");
  return { next, int, chance: (p) => next() < p, pick, sample, hex };
}

/** Letters and digits that cannot be misread for one another (no 0/O, 1/I/L). */
export const CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";

/** A public reservation code like `LMN-7K2Q9X`. */
export function reservationCode(random: Random): string {
  let code = "";
  for (let i = 0; i < 6; i++) code += CODE_ALPHABET[random.int(0, CODE_ALPHABET.length - 1)];
  return `LMN-${code}`;
}

/** Splits rows into batches for multi-row inserts (PostgreSQL takes at most 65 535 parameters). */
export function chunk<T>(rows: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}
